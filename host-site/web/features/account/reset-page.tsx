import { Link, useRouter } from '@tanstack/react-router';
import { resetAccount } from '../../../../src/contracts/account';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { resetForm } from './account-form-schemas';
import { accountStyles } from './account.styles';
import { FormFooter } from './form-footer';
import { NewPasswordFields } from './new-password-fields';
import { useAccountForm } from './use-account-form';
import { useAccountPage } from './use-account-page';
import { VerificationFields } from './verification-fields';
import { shownInForm } from './use-form-request';

/**
 * /reset: a new password for the account of an email address or mobile number, proven by a code sent there.
 * The server then ends every session of that account, this one too; the user signs in again with the new
 * password and goes on to `redirect`.
 */
export function ResetPage() {
  const { redirect, t, api, state, notifications, request } = useAccountPage();
  const router = useRouter();
  const form = useAccountForm(resetForm, { verifyType: 'Email', target: '', code: '', password: '', confirmPassword: '' });

  const submit = form.submit((values) => {
    void request.run(async () => {
      await api.call(resetAccount, {
        query: { verifyType: values.verifyType === 'Phone' ? 'Phone' : 'Email' },
        body: { target: values.target.trim(), code: values.code.trim(), password: values.password, confirmPassword: values.confirmPassword },
      }, shownInForm);
      if (state.session.token.value) state.signOut();
      notifications.success(t('message.reset'));
      await router.navigate({ to: paths.login, search: { redirect: redirect }, replace: true });
    });
  });

  return (
    <div css={accountStyles.page}>
      <PageHeading>{t('title.reset')}</PageHeading>
      <form css={accountStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <VerificationFields form={form} purpose="reset" request={request} />
        <NewPasswordFields form={form} label={t('field.newPassword')} />
        <FormFooter request={request} submit={t('action.reset')}
          links={<Link to={paths.login} search={{ redirect }}>{t('action.toLogin')}</Link>} />
      </form>
    </div>
  );
}
