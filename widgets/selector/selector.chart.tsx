// The curves chart under a result row, as a lazy chunk (issue 28, weight: keep this boundary): drawn only when the
// user asks for a size's curves, so the chart's code, its strings and uPlot (which the chart fetches when it
// first draws) are no part of the selector's first view.
import { lazy, useEffect } from 'react';
import { addMissingBundles } from '../../src/i18n/add-bundles';
import { loadMissingNamespaces } from '../../src/i18n/load-language';
import type * as PerformanceChartFace from '../performance-chart';
import type { PerformanceChartProps } from '../performance-chart';
import { useI18n, useTranslator } from '../internal/element/i18n';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';

type ChartModule = typeof PerformanceChartFace;

const chartModule = (): Promise<ChartModule> => import('../performance-chart');

/** Starts fetching the chart's chunk (when curves are asked for, so that it comes with them, not after). */
export function prefetchChart(): void {
  chartModule().catch(() => undefined);
}

/** The chart, with its strings added to the selector's i18next as it arrives. */
export const CurvesChart = lazy(() =>
  chartModule().then(
    (module) => ({ default: withStrings(module) }),
    // The chunk could not be fetched (offline, blocked): the curves say so, the selector keeps working.
    () => ({ default: ChunkUnavailable }),
  ),
);

function withStrings({ PerformanceChart, performanceChartResources }: ChartModule) {
  return function ChartWithStrings(props: PerformanceChartProps) {
    const i18n = useI18n();
    // Idempotent, and silent: the store's event would update other components in the middle of this render.
    addMissingBundles(i18n, performanceChartResources, { silent: true });
    const language = i18n.language;
    useEffect(() => {
      // The chart's strings in the page's language; until they come (or if they do not), English.
      loadMissingNamespaces(i18n, language).catch(() => undefined);
    }, [i18n, language]);
    return <PerformanceChart {...props} />;
  };
}

/** What a lazy part of the selector shows when its chunk could not be fetched: the network's message. */
export function ChunkUnavailable() {
  const { t } = useTranslator([selectorNamespace]);
  return (
    <p role="alert" css={styles.alert}>
      {t('errors:network')}
    </p>
  );
}
