// The account pages, one chunk for the routes of app/routes/account.tsx. Offline each says that it needs a
// connection, rather than showing a form that cannot be sent (issue 37).
import type { ComponentType } from 'react';
import { ConnectionRequired } from '../../components/connection-required';
import { ChangeContactPage } from './change-contact-page';
import { LoginPage as LoginForm } from './login-page';
import { RegisterPage as RegisterForm } from './register-page';
import { ResetPage as ResetForm } from './reset-page';

function online(Page: ComponentType) {
  return function OnlinePage() {
    return (
      <ConnectionRequired need="account">
        <Page />
      </ConnectionRequired>
    );
  };
}

export const LoginPage = online(LoginForm);
export const RegisterPage = online(RegisterForm);
export const ResetPage = online(ResetForm);
export const ChangeEmailPage = online(() => <ChangeContactPage mode="Email" />);
export const ChangePhonePage = online(() => <ChangeContactPage mode="Phone" />);
