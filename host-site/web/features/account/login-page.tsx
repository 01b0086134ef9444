import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginProof, type LoginCodes } from '../../../../src/client/login-proof';
import { login, loginAuth } from '../../../../src/contracts/account';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi, useAppState } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { accountNamespace, accountResources } from './account.resources';
import { AccountField } from './account-field';
import { loginAccountRule, passwordRequiredRule } from './account-rules';
import { accountStyles } from './account.styles';
import { FormAlert } from './form-alert';
import { useAccountForm } from './use-account-form';
import { useFormRequest } from './use-form-request';
import { useRedirect } from './use-redirect';
import { useLeaveAfterSignIn } from './use-leave-after-sign-in';

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
  const redirect = useRedirect();
  useBundles(accountResources);
  const { t } = useTranslation(accountNamespace);
  const api = useApi();
  const state = useAppState();
  const [codes, refreshCodes, spendCodes] = useLoginCodes();
  const request = useFormRequest();
  const leave = useLeaveAfterSignIn(redirect);
  const form = useAccountForm({ account: loginAccountRule, password: passwordRequiredRule }, { account: '', password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    if (!codes) return request.fail(t('message.noInit'));
    spendCodes();
    void request.run(async () => {
      try {
        const password = loginProof(form.values.password, codes);
        state.signIn(await api.call(login, { body: { account: form.values.account.trim(), password, Terminal: 'web' } }));
        leave();
      } catch (error) {
        refreshCodes();
        throw error;
      }
    });
  };

  return (
    <div css={accountStyles.page}>
      <PageHeading>{t('title.login')}</PageHeading>
      <form css={accountStyles.form} onSubmit={submit} noValidate>
        <AccountField label={t('field.loginAccount')} binding={form.field('account')} autoComplete="username" />
        <AccountField label={t('field.password')} binding={form.field('password')} type="password" autoComplete="current-password" />
        <FormAlert message={request.failure} />
        <div css={accountStyles.actions}>
          <button type="submit" css={buttonStyles.primary} disabled={request.busy}>
            {request.busy ? t('action.signingIn') : t('action.signIn')}
          </button>
          <div css={accountStyles.links}>
            <Link to={paths.reset} search={{ redirect: redirect }}>
              {t('action.toReset')}
            </Link>
            <Link to={paths.register} search={{ redirect: redirect }}>
              {t('action.toRegister')}
            </Link>
          </div>
        </div>
      </form>
    </div>
  );
}
