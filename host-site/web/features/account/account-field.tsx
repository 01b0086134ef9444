import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountStyles } from './account.styles';
import { accountNamespace } from './account.resources';
import type { FieldBinding } from './use-account-form';

/** The ARIA of a checked control: invalid while it shows a message, described by its hint and its message. */
export function describedBy(binding: FieldBinding, hintId?: string) {
  const ids = [hintId, binding.error ? binding.errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': binding.error !== undefined, ...(ids ? { 'aria-describedby': ids } : {}) };
}

/** A field's message, in the words of SPEC §5. */
export function FieldError({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation(accountNamespace);
  return binding.error ? (
    <p id={binding.errorId} css={accountStyles.error}>
      {t(`rule.${binding.error}`)}
    </p>
  ) : null;
}

export interface AccountFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'> {
  label: string;
  binding: FieldBinding;
  hint?: string;
  /** Beside the input on its line (the Send code button). */
  after?: ReactNode;
}

/** A labelled text input with its hint and its message under it. */
export function AccountField({ label, binding, hint, after, type = 'text', ...input }: AccountFieldProps) {
  const hintId = hint ? `${binding.id}-hint` : undefined;
  const control = (
    <input id={binding.id} type={type} value={binding.value} onChange={binding.onChange} onBlur={binding.onBlur}
      {...describedBy(binding, hintId)} {...input} />
  );
  return (
    <div css={accountStyles.field}>
      <label htmlFor={binding.id}>{label}</label>
      {after ? (
        <div css={accountStyles.codeLine}>
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} css={accountStyles.hint}>
          {hint}
        </p>
      )}
      <FieldError binding={binding} />
    </div>
  );
}
