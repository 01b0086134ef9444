import { useSignals } from '@preact/signals-react/runtime';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeContact, type VerifyType } from '../../../../src/contracts/account';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { accountNamespace, accountResources } from './account.resources';
import { changeContactForm } from './account-form-schemas';
import { AccountField } from './account-field';
import { accountStyles } from './account.styles';
import { ChangePasswordForm } from './change-password-form';
import { FormFooter } from './form-footer';
import { PhotoUpload } from './photo-upload';
import { SessionsSection } from './sessions-section';
import { useAccountForm } from './use-account-form';
import { useFormRequest, shownInForm } from './use-form-request';
import { VerificationFields } from './verification-fields';

function ChangeContactForm({ mode, onChanged }: { mode: VerifyType; onChanged: (target: string) => void }) {
  const { t } = useTranslation(accountNamespace);
  const api = useApi();
  const { session } = useAppState();
  const notifications = useNotifications();
  const request = useFormRequest();
  const form = useAccountForm(changeContactForm, { verifyType: mode, target: '', code: '', password: '' });

  const submit = form.submit((values) => {
    void request.run(async () => {
      const target = values.target.trim();
      const body = { verifyType: mode, target, code: values.code.trim(), password: values.password };
      session.setProfile(await api.call(changeContact, { body }, shownInForm));
      notifications.success(t('message.saved'));
      onChanged(target);
    });
  });

  return (
    <form css={accountStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <VerificationFields form={form} purpose={mode === 'Email' ? 'changeEmail' : 'changePhone'} request={request} chooseType={false}
        targetLabel={t(mode === 'Email' ? 'field.newEmail' : 'field.newPhone')} />
      {/* The owner's proof beside the code's (issue 24): a stolen sign-in alone cannot move the account away. */}
      <AccountField label={t('field.currentPassword')} binding={form.field('password')} hint={t('hint.currentPassword')} type="password"
        autoComplete="current-password" />
      <FormFooter request={request} submit={t('action.save')} />
    </form>
  );
}

/**
 * /changeEmail and /changePhone (one page, SPEC §2): the signed-in user's email or mobile replaced by one proven
 * with a code sent there and the current password; the member's avatar, his password, and his sessions, which he
 * can end.
 */
export function ChangeContactPage({ mode }: { mode: VerifyType }) {
  useSignals();
  useBundles(accountResources);
  const { t } = useTranslation(accountNamespace);
  const { session } = useAppState();
  // A new form after a change: the fields empty again, the next change from the start; above it, the address now
  // in force, in full as the member typed it (issue 37: the toast went unseen and the masked Current line could read
  // the same before and after, so a change that worked looked like nothing).
  const [changes, setChanges] = useState<{ count: number; target?: string }>({ count: 0 });
  const [passwordChanges, setPasswordChanges] = useState(0);
  // Login required (SPEC §2): a guest signs in first and comes back here.
  if (!session.token.value) return <Navigate to={paths.login} search={{ redirect: mode === 'Email' ? paths.changeEmail : paths.changePhone }} replace />;
  const current = mode === 'Email' ? session.profile.value?.Email : session.profile.value?.Phone;
  return (
    <div css={accountStyles.page}>
      <PageHeading>{t(mode === 'Email' ? 'title.changeEmail' : 'title.changePhone')}</PageHeading>
      <p css={accountStyles.hint} data-testid="current-contact">
        {t('hint.current', { value: current || t('hint.none') })}
      </p>
      <p role="status" css={accountStyles.hint} data-testid="contact-changed">
        {changes.target !== undefined && t(mode === 'Email' ? 'message.emailChanged' : 'message.phoneChanged', { value: changes.target })}
      </p>
      <ChangeContactForm key={changes.count} mode={mode} onChanged={(target) => setChanges(({ count }) => ({ count: count + 1, target }))} />
      <PhotoUpload />
      {/* A new password ends the other sessions: the list is read again, as is the form, emptied. */}
      <ChangePasswordForm key={`password-${passwordChanges}`} onChanged={() => setPasswordChanges((count) => count + 1)} />
      <SessionsSection key={`sessions-${passwordChanges}`} />
    </div>
  );
}
