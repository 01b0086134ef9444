import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOptions } from '../../../../src/client';
import { isApiError } from '../../../../src/client/api-error';
import { ruleOfCode } from './account-rules';
import { accountNamespace } from './account.resources';

export interface FormRequest {
  busy: boolean;
  /** The refusal shown in the form: the words of its Detail.code, else the server's ErrorMsg, else a plain sentence. */
  failure: string | undefined;
  fail(message: string | undefined): void;
  /** Runs `request` with the form busy; a failure stays in the form (once: calls made with `shownInForm` raise no toast). */
  run(request: () => Promise<void>): Promise<void>;
}

/** The options of a form's calls: the form shows the server's refusal itself, so the site's toast does not repeat it. */
export const shownInForm: CallOptions = { showsRefusal: true };

/** One request of a form at a time, with its refusal kept beside the inputs, which keep what the user typed. */
export function useFormRequest(): FormRequest {
  const { t } = useTranslation(accountNamespace);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (request: () => Promise<void>) => {
      setBusy(true);
      setFailure(undefined);
      try {
        await request();
      } catch (error) {
        setFailure(refusalText(error, t));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, failure, fail: setFailure, run };
}

/**
 * A refusal in the form's words: an account check's code (Detail.code, e.g. passwordCommon) as the form's own rule
 * text, never found by reading ErrorMsg; another refusal of the server in its words, which are meant for the user;
 * anything else (a dropped connection) a plain sentence.
 */
export function refusalText(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error) || error.kind !== 'result') return t('message.failed');
  const rule = error.detail && ruleOfCode(error.detail.code);
  if (rule) return t(`rule.${rule}`);
  return error.message || t('message.failed');
}
