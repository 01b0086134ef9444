import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRequest } from '../../../widgets/selection-strip';
import { paths } from '../config/paths';
import { useApi, useAppState, useNotifications } from './app-services';
import { fetchReportFile, reportSearchOf, saveFile, saveShownList, tellFileFailure, type ReportFileFormat, type ReportSearch } from './report-export';

export interface ReportExport {
  /** An export chosen in the export dialog: the list on screen is saved, then the page opens or the file comes. */
  exportList(request: ExportRequest): Promise<void>;
  /** The PDF or XLSX of a report already saved (the report page's buttons). */
  download(format: ReportFileFormat, search: ReportSearch): Promise<void>;
  /** A file is being made: its button waits. */
  busy: boolean;
}

/** The site's exports of the selection list (strip, Selected List, report page), failures told as toasts. */
export function useReportExport(): ReportExport {
  const api = useApi();
  const { selection, session } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { t } = useTranslation('site');
  const [busy, setBusy] = useState(false);

  async function download(format: ReportFileFormat, search: ReportSearch) {
    setBusy(true);
    try {
      saveFile(await fetchReportFile(api.base, session.headers(), format, search));
    } catch (error) {
      tellFileFailure(error, notifications, { error: t('failure.error'), network: t('failure.network') });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    download,
    async exportList(request) {
      // A refusal of the save is told by the error catalogue; the report would not be of the list on screen.
      const saved = await saveShownList(api, selection.entries.peek()).then(() => true, () => false);
      if (!saved) return;
      const search = reportSearchOf(request);
      if (request.format === 'page') await navigate({ to: paths.export, search });
      else await download(request.format, search);
    },
  };
}
