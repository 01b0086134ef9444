// What the form's calls answered: a failure (with Try again when no server answered), or the results under their
// heading, with the note that the browser calculated them when no server did (issue 41).
import type { RefObject } from 'react';
import type { ApiClient } from '../../src/client';
import { useTranslator } from '../internal/element/i18n';
import { messageOf } from './selector.failures';
import type { SelectorModel } from './selector.model';
import type { SelectorProps } from './selector.props';
import { ResultsBody } from './selector.results-lazy';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';
import type { Unreachable } from './selector.use-fields';

interface FailureProps {
  model: SelectorModel;
  unreachable: Unreachable | undefined;
  onRetry: () => void;
}

/** The form's failure to load or calculate; Try again when no server answered. */
export function SelectorFailure({ model, unreachable, onRetry }: FailureProps) {
  const { t } = useTranslator([selectorNamespace, 'errors']);
  if (model.status.value !== 'error') return null;
  return (
    <>
      {model.error.value && (
        <p role="alert" part="error" css={styles.alert}>
          {/* Worded at render, not when the call failed: a refusal can come before the page's language has. */}
          {unreachable ? messageOf(unreachable.failure, t) : model.error.value}
        </p>
      )}
      {unreachable && (
        <button type="button" part="retry" css={styles.button} onClick={onRetry}>
          {t('errors:retry')}
        </button>
      )}
    </>
  );
}

interface ResultsProps {
  id: string;
  model: SelectorModel;
  heading: RefObject<HTMLHeadingElement | null>;
  serverMissed: boolean;
  onCheckAgain: () => void;
  api: ApiClient;
  apiBase: string | undefined;
  locale: string;
  selector: SelectorProps;
}

/** The results of the last calculation under their heading. */
export function SelectorResults({ id, model, heading, serverMissed, onCheckAgain, api, apiBase, locale, selector }: ResultsProps) {
  const { t } = useTranslator([selectorNamespace]);
  const result = model.result.value;
  const calculating = model.status.value === 'calculating';
  if (!result) return null;
  return (
    <section part="results" css={styles.results} aria-labelledby={`${id}results`} aria-busy={calculating}>
      <h2 ref={heading} id={`${id}results`} part="results-heading" css={styles.resultsHeading} tabIndex={-1}>
        {t('results')}
      </h2>
      <p part="computed" css={styles.computed} data-by={result.Computed.by}>
        {result.Computed.text}
      </p>
      {serverMissed && (
        <p part="unreachable" role="status" css={styles.computed}>
          {t('serverMissed')}{' '}
          <button type="button" part="check-again" css={styles.small} disabled={calculating} onClick={onCheckAgain}>
            {t('checkAgain')}
          </button>
        </p>
      )}
      <ResultsBody result={result} model={model} api={api} apiBase={apiBase} locale={locale} selector={selector} />
    </section>
  );
}
