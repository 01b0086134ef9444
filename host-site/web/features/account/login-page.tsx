import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { loginProof, type LoginCodes } from '../../../../src/client/login-proof';
import { login, loginAuth } from '../../../../src/contracts/account';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/app-services';
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
 * is asked for after every failed attempt; undefined while none has arrived.
 */
function useLoginCodes(): [LoginCodes | undefined, () => void, () => void] {
  const api = useApi();
  const [codes, setCodes] = useState<LoginCodes | undefined>(undefined);
  const ask = useCallback(() => void api.call(loginAuth, {}).then(setCodes, () => undefined), [api]);
  useEffect(ask, [ask]);
  return [codes, ask, () => setCodes(undefined)];
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
