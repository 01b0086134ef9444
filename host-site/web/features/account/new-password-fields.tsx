import { useTranslation } from 'react-i18next';
import { accountNamespace } from './account.resources';
import { AccountField } from './account-field';
import type { AccountForm } from './use-account-form';

/** A new password and its confirmation (SPEC §5), with the password rule said under the first. */
export function NewPasswordFields({ form, label }: { form: AccountForm<'password' | 'confirmPassword'>; label: string }) {
  const { t } = useTranslation(accountNamespace);
  return (
    <>
      <AccountField label={label} binding={form.field('password')} hint={t('hint.password')} type="password" autoComplete="new-password" />
      <AccountField label={t('field.confirmPassword')} binding={form.field('confirmPassword')} type="password" autoComplete="new-password" />
    </>
  );
}
