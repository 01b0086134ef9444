import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loginProof, type LoginCodes } from '../../../../src/client/login-proof';
import { login, loginAuth } from '../../../../src/contracts/account';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useCallQuery } from '../../lib/call-queries';
import { AccountField } from './account-field';
import { loginForm } from './account-form-schemas';
import { accountStyles } from './account.styles';
import { FormFooter } from './form-footer';
import { useAccountForm } from './use-account-form';
import { useAccountPage } from './use-account-page';
import { useLeaveAfterSignIn } from './use-leave-after-sign-in';
import { shownInForm } from './use-form-request';

/**
 * The login codes of the next attempt (SPEC §4: loaded when the page opens). Each code serves once, so a new pair
 * is asked for after every failed attempt; undefined while none has arrived, or once spent.
 */
function useLoginCodes(): [LoginCodes | undefined, () => void, () => void] {
  const codes = useCallQuery(loginAuth, {}, { fresh: true });
  // The answer spent, by when it came: a new answer is a new pair.
  const [spentAt, setSpentAt] = useState<number | undefined>(undefined);
  const unspent = codes.data && codes.dataUpdatedAt !== spentAt ? codes.data : undefined;
  return [unspent, () => void codes.refetch(), () => setSpentAt(codes.dataUpdatedAt)];
}

/** /login: sign in with an account, email or phone and the password, then on to `redirect`. */
export function LoginPage() {
  const { redirect, t, api, state, request } = useAccountPage();
  const [codes, refreshCodes, spendCodes] = useLoginCodes();
  const leave = useLeaveAfterSignIn(redirect);
  const form = useAccountForm(loginForm, { account: '', password: '' });

  const submit = form.submit((values) => {
    if (!codes) return request.fail(t('message.noInit'));
    spendCodes();
    void request.run(async () => {
      try {
        const password = loginProof(values.password, codes);
        state.signIn(await api.call(login, { body: { account: values.account.trim(), password, Terminal: 'web' } }, shownInForm));
        leave();
      } catch (error) {
        refreshCodes();
        throw error;
      }
    });
  });

  return (
    <div css={accountStyles.page}>
      <PageHeading>{t('title.login')}</PageHeading>
      <form css={accountStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <AccountField label={t('field.loginAccount')} binding={form.field('account')} autoComplete="username" />
        <AccountField label={t('field.password')} binding={form.field('password')} type="password" autoComplete="current-password" />
        <FormFooter request={request} submit={t('action.signIn')} busy={t('action.signingIn')}
          links={
            <div css={accountStyles.links}>
              <Link to={paths.reset} search={{ redirect }}>
                {t('action.toReset')}
              </Link>
              <Link to={paths.register} search={{ redirect }}>
                {t('action.toRegister')}
              </Link>
            </div>
          } />
      </form>
    </div>
  );
}
