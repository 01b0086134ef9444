import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { accountNamespace } from './account.resources';
import { accountStyles } from './account.styles';
import type { FormRequest } from './use-form-request';

/** The end of an account form: the server's refusal, the submit button (busy while the request runs), links. */
export function FormFooter({ request, submit, busy, links }: { request: FormRequest; submit: string; busy?: string; links?: ReactNode }) {
  const { t } = useTranslation(accountNamespace);
  return (
    <>
      {request.failure && (
        <p role="alert" css={accountStyles.alert}>
          {request.failure}
        </p>
      )}
      <div css={accountStyles.actions}>
        <button type="submit" css={buttonStyles.primary} disabled={request.busy}>
          {request.busy ? (busy ?? t('action.working')) : submit}
        </button>
        {links}
      </div>
    </>
  );
}
