import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../src/client';
import { calculateSelection } from '../../../../src/contracts/selection';
import { localeOf } from '../../../../src/i18n/languages';
import { unitsInEffect, type SelectedListItem } from '../../../../src/state';
import { Comparison } from '../../../../widgets/selector';
import { useApi, useAppState } from '../../lib/app-services';
import { useCallQueries } from '../../lib/call-queries';
import { calculationKeyOf, calculationsOf, comparedColumn, type CalculationOutcome } from './compared-columns';
import { conditionWordsNamespace } from './condition-words.resources';
import { selectedListNamespace } from './selected-list.resources';

/**
 * The Selected List's side by side (issue 27): the ticked products, each calculated again at its own saved
 * conditions and points (one call per distinct condition set, in parallel), in the selector's Comparison. A lazy
 * chunk of the page: a visitor who compares nothing loads none of it.
 */
export function SelectedListComparison({ items, onRemove }: { items: readonly SelectedListItem[]; onRemove: (hash: string) => void }) {
  useSignals();
  const api = useApi();
  const { session } = useAppState();
  const { t } = useTranslation(['site', selectedListNamespace, conditionWordsNamespace]);
  const locale = localeOf(session.language.value);
  const calculations = calculationsOf(items);
  const keys = [...calculations.keys()];
  // The refusal is shown in its product's column, so the error catalogue does not say it a second time.
  const answers = useCallQueries(calculateSelection, [...calculations.values()].map((body) => ({ body })), { showsRefusal: true });
  const calculating = <p role="status">{t('selected-list:compare.calculating')}</p>;
  if (answers.some((answer) => answer.isPending)) return calculating;
  const outcomes = new Map<string, CalculationOutcome>(
    keys.map((key, index) => {
      const { data, error } = answers[index]!;
      // The server's refusal in its words; no answer at all (offline, a server down) in ours, never the browser's.
      return [key, data ? { answer: data } : { refusal: isApiError(error) && error.kind === 'result' && error.message ? error.message : t('errors:network') }];
    }),
  );
  const columns = items.map((item) => comparedColumn(item, outcomes.get(calculationKeyOf(item)), t, locale));
  return (
    <Suspense fallback={calculating}>
      <Comparison columns={columns} units={unitsInEffect(session.unitSystem.value, session.units.value)} locale={locale} api={api} onRemove={onRemove}
        gradeTitles={{ Optimal: t('selected-list:grade.Optimal'), Available: t('selected-list:grade.Available'), Prohibited: t('selected-list:grade.Prohibited') }} />
    </Suspense>
  );
}
