import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../../src/contracts/user';
import { useApi, useNotifications } from '../../lib/app-services';
import { accountNamespace } from './account.resources';
import { AccountField } from './account-field';
import { changePasswordForm } from './account-form-schemas';
import { accountStyles } from './account.styles';
import { FormFooter } from './form-footer';
import { NewPasswordFields } from './new-password-fields';
import { useAccountForm } from './use-account-form';
import { shownInForm, useFormRequest } from './use-form-request';

/**
 * A new password for the signed-in member, proven by the current one (issue 24). The server ends every other
 * session of the member; this one stays, and `onChanged` lets the page show the sessions left.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(accountNamespace);
  const api = useApi();
  const notifications = useNotifications();
  const request = useFormRequest();
  const form = useAccountForm(changePasswordForm, { current: '', password: '', confirmPassword: '' });

  const submit = form.submit(({ current, password, confirmPassword }) => {
    void request.run(async () => {
      await api.call(changePassword, { body: { password: current, newPassword: password, confirmPassword } }, shownInForm);
      notifications.success(t('message.passwordChanged'));
      onChanged();
    });
  });

  return (
    <form css={accountStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('title.changePassword')}</h2>
      <AccountField label={t('field.currentPassword')} binding={form.field('current')} type="password" autoComplete="current-password" />
      <NewPasswordFields form={form} label={t('field.newPassword')} />
      <FormFooter request={request} submit={t('action.changePassword')} />
    </form>
  );
}
