// The account pages, one chunk for the routes of app/routes/account.tsx.
import { ChangeContactPage } from './change-contact-page';

export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPage } from './reset-page';

export const ChangeEmailPage = () => <ChangeContactPage mode="Email" />;
export const ChangePhonePage = () => <ChangeContactPage mode="Phone" />;
