import { Link, useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetAccount } from '../../../../src/contracts/account';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { accountNamespace, accountResources } from './account.resources';
import { AccountField } from './account-field';
import { codeRule, confirmationRule, contactRule, newPasswordRule, verifyTypeRule } from './account-rules';
import { accountStyles } from './account.styles';
import { FormAlert } from './form-alert';
import { useAccountForm } from './use-account-form';
import { useFormRequest } from './use-form-request';
import { useRedirect } from './use-redirect';
import { VerificationFields } from './verification-fields';

const rules = { verifyType: verifyTypeRule, target: contactRule, code: codeRule, password: newPasswordRule, confirmPassword: confirmationRule };

/**
 * /reset: a new password for the account of an email address or mobile number, proven by a code sent there.
 * The server then ends every session of that account, this one too; the user signs in again with the new
 * password and goes on to `redirect`.
 */
export function ResetPage() {
  const redirect = useRedirect();
  useBundles(accountResources);
  const { t } = useTranslation(accountNamespace);
  const api = useApi();
  const state = useAppState();
  const notifications = useNotifications();
  const router = useRouter();
  const request = useFormRequest();
  const form = useAccountForm(rules, { verifyType: 'Email', target: '', code: '', password: '', confirmPassword: '' });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    void request.run(async () => {
      await api.call(resetAccount, {
        query: { verifyType: values.verifyType === 'Phone' ? 'Phone' : 'Email' },
        body: { target: values.target.trim(), code: values.code.trim(), password: values.password, confirmPassword: values.confirmPassword },
      });
      if (state.session.token.value) state.signOut();
      notifications.success(t('message.reset'));
      await router.navigate({ to: paths.login, search: { redirect: redirect }, replace: true });
    });
  };

  return (
    <div css={accountStyles.page}>
      <PageHeading>{t('title.reset')}</PageHeading>
      <form css={accountStyles.form} onSubmit={submit} noValidate>
        <VerificationFields form={form} purpose="reset" request={request} />
        <AccountField label={t('field.newPassword')} binding={form.field('password')} hint={t('hint.password')} type="password"
          autoComplete="new-password" />
        <AccountField label={t('field.confirmPassword')} binding={form.field('confirmPassword')} type="password" autoComplete="new-password" />
        <FormAlert message={request.failure} />
        <div css={accountStyles.actions}>
          <button type="submit" css={buttonStyles.primary} disabled={request.busy}>
            {request.busy ? t('action.working') : t('action.reset')}
          </button>
          <Link to={paths.login} search={{ redirect: redirect }}>
            {t('action.toLogin')}
          </Link>
        </div>
      </form>
    </div>
  );
}
