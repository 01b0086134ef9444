import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { reportData } from '../../../../src/contracts/report';
import { normaliseLanguage } from '../../../../src/i18n/languages';
import { localeOf } from '../../../../src/i18n';
import { buttonStyles } from '../../components/button-styles';
import { paths } from '../../config/paths';
import { useAppState } from '../../lib/app-services';
import { useCallQuery } from '../../lib/call-queries';
import { reportQueryOf } from '../../lib/report-export';
import { useBundles } from '../../lib/use-bundles';
import { useReportExport } from '../../lib/use-report-export';
import { performanceChartResources } from '../../../../widgets/performance-chart';
import type { ExportSearch } from './export-search';
import { exportNamespace, exportResources } from './export.resources';
import { styles } from './export.styles';
import { ReportView } from './report-view';

/**
 * The report of the member's saved products (SPEC §2 Export): in the language of the address, every input and
 * every product with its data, result, rating basis and curves; Print (the page prints as an A4 document), and the
 * same report as a PDF or a spreadsheet. Asked anew at each visit: a report shows the list and catalogue of today.
 */
export function ExportPage({ search }: { search: ExportSearch }) {
  useSignals();
  useBundles(exportResources, performanceChartResources);
  const { session } = useAppState();
  const { i18n } = useTranslation();
  // The page speaks the report's language, whatever the site's: its words are those of the document.
  const language = search.language ?? session.language.value;
  const t = i18n.getFixedT(normaliseLanguage(language), exportNamespace);
  const files = useReportExport();
  const query = reportQueryOf({ ...search, language });
  // Asked anew at each visit (`fresh`). A refusal (an unknown Hashkey, an empty list) is told by the error catalogue;
  // the page says it has no report.
  const answer = useCallQuery(reportData, { query }, { fresh: true });
  const state = answer.isSuccess ? ({ status: 'done', report: answer.data } as const) : { status: answer.isError ? 'failed' : 'loading' } as const;

  const lang = localeOf(state.status === 'done' ? state.report.language : normaliseLanguage(language));
  return (
    <article css={styles.page} lang={lang}>
      <div css={styles.toolbar} role="toolbar" aria-label={t('toolbar')} data-print="hide">
        <Link to={paths.selected} css={buttonStyles.quiet}>{t('back')}</Link>
        <button type="button" css={buttonStyles.primary} disabled={state.status !== 'done'} onClick={() => window.print()}>
          {t('print')}
        </button>
        <button type="button" css={buttonStyles.secondary} disabled={state.status !== 'done' || files.busy}
          onClick={() => void files.download('pdf', { ...search, language })}>
          {t('pdf')}
        </button>
        <button type="button" css={buttonStyles.secondary} disabled={state.status !== 'done' || files.busy}
          onClick={() => void files.download('xlsx', { ...search, language })}>
          {t('xlsx')}
        </button>
      </div>
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.status === 'failed' && <p role="alert">{t('failed')}</p>}
      {state.status === 'done' && <ReportView report={state.report} t={t} />}
    </article>
  );
}
