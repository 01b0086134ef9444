import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose, VerifyType } from '../../../../src/contracts/account';
import { accountNamespace } from './account.resources';
import { AccountField, describedBy, FieldError } from './account-field';
import { accountStyles } from './account.styles';
import { SendCodeButton } from './send-code-button';
import type { AccountForm } from './use-account-form';
import type { FormRequest } from './use-form-request';

const verifyTypes: readonly VerifyType[] = ['Email', 'Phone'];

export type VerificationField = 'verifyType' | 'target' | 'code';

export interface VerificationFieldsProps {
  form: AccountForm<VerificationField>;
  purpose: CodePurpose;
  request: FormRequest;
  /** Offer the choice of Email or Phone; without it the form's verifyType stands (the change pages). */
  chooseType?: boolean;
  /** The label of the target field; by default Email or Mobile phone. */
  targetLabel?: string;
}

/**
 * The proof of an email address or a mobile number: the verification method (SPEC §5), the address or number,
 * and the code the server sends there, with its Send code button.
 */
export function VerificationFields({ form, purpose, request, chooseType = true, targetLabel }: VerificationFieldsProps) {
  const { t } = useTranslation(accountNamespace);
  const [sentTo, setSentTo] = useState<{ target: string; minutes: number } | undefined>(undefined);
  const verifyType: VerifyType = form.values.verifyType === 'Phone' ? 'Phone' : 'Email';
  const typeField = form.field('verifyType');
  const target = form.field('target');
  const statusId = `${target.id}-sent`;
  return (
    <>
      {chooseType && (
        <fieldset css={accountStyles.choice} {...describedBy(typeField)}>
          <legend>{t('field.verifyType')}</legend>
          {verifyTypes.map((type) => (
            <label key={type}>
              <input type="radio" name={typeField.id} value={type} checked={form.values.verifyType === type}
                onChange={() => {
                  form.set('verifyType', type);
                  // A number is no address: the other method starts from an empty field.
                  form.set('target', '');
                  setSentTo(undefined);
                }} />
              {t(`verifyType.${type}`)}
            </label>
          ))}
          <FieldError binding={typeField} />
        </fieldset>
      )}
      <AccountField label={targetLabel ?? t(verifyType === 'Email' ? 'field.email' : 'field.phone')} binding={target}
        type={verifyType === 'Email' ? 'email' : 'tel'} autoComplete={verifyType === 'Email' ? 'email' : 'tel-national'} />
      <AccountField label={t('field.code')} binding={form.field('code')} inputMode="numeric" autoComplete="one-time-code"
        after={
          <SendCodeButton verifyType={verifyType} target={target.value} purpose={purpose} checkTarget={() => form.check('target')}
            onSent={(expiresIn) => {
              request.fail(undefined);
              setSentTo({ target: target.value.trim(), minutes: Math.round(expiresIn / 60) });
            }}
            onFailed={(error) => void request.run(() => Promise.reject(error))} />
        } />
      <p id={statusId} role="status" css={accountStyles.hint}>
        {sentTo ? t('code.sent', { target: sentTo.target, minutes: sentTo.minutes }) : ''}
      </p>
    </>
  );
}
