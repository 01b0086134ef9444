import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../src/client';
import type { ExportProgress, ExportRequest } from '../../../widgets/selection-strip';
import { paths } from '../config/paths';
import { useApi, useAppState, useNotifications } from './app-services';
import { makeReportFile, ReportFileFailure, reportSearchOf, saveFile, saveShownList, tellFileFailure, type ReportFileFormat, type ReportSearch } from './report-export';

export interface ReportExport {
  /** An export chosen in the export dialog: the list on screen is saved, then the page opens or the file comes. */
  exportList(request: ExportRequest): Promise<void>;
  /** The PDF or XLSX of a report already saved (the report page's buttons). */
  download(format: ReportFileFormat, search: ReportSearch): Promise<void>;
  /** A file is being made: its button waits. */
  busy: boolean;
  /** How far the file being made has come, for the export dialog; undefined when none is. */
  progress: ExportProgress | undefined;
  /** Stops the file being made (the server's worker with it). */
  cancel(): void;
}

/** The site's exports of the selection list (strip, Selected List, report page), failures told as toasts. */
export function useReportExport(): ReportExport {
  const api = useApi();
  const { selection, session } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { t } = useTranslation('site');
  const [progress, setProgress] = useState<ExportProgress>();
  const making = useRef<AbortController>(undefined);

  async function download(format: ReportFileFormat, search: ReportSearch) {
    const controller = new AbortController();
    making.current = controller;
    setProgress({ state: 'queued', percent: 0, position: null });
    try {
      const file = await makeReportFile(format, search, { api, session: session.headers(), onProgress: setProgress, signal: controller.signal });
      if (file) saveFile(file);
    } catch (error) {
      // A job call's refusal was told by the error catalogue; the job's failure and the file's are told here.
      const texts = { error: t('failure.error'), network: t('failure.network') };
      if (error instanceof ReportFileFailure) tellFileFailure(error.failure, notifications, texts);
      else if (!(error instanceof ApiError)) tellFileFailure(error, notifications, texts);
    } finally {
      making.current = undefined;
      setProgress(undefined);
    }
  }

  return {
    busy: progress !== undefined,
    progress,
    download,
    cancel: () => making.current?.abort(),
    async exportList(request) {
      const search = reportSearchOf(request);
      if (request.format === 'page') {
        // A refusal of the save is told by the error catalogue; the report would not be of the list on screen.
        if (await saveShownList(api, selection.entries.peek()).then(() => true, () => false)) await navigate({ to: paths.export, search });
        return;
      }
      // The dialog stays open from the press on: its progress shows while the list is saved, then the file is made.
      setProgress({ state: 'queued', percent: 0, position: null });
      if (await saveShownList(api, selection.entries.peek()).then(() => true, () => false)) await download(request.format, search);
      else setProgress(undefined);
    },
  };
}
