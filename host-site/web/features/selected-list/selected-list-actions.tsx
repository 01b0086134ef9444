import { css } from '@emotion/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSelection } from '../../../../src/contracts/results';
import { toSavedSelection } from '../../../../src/state/saved-list';
import { token } from '../../../../src/theme';
import { ExportDialog, selectionStripResources } from '../../../../widgets/selection-strip';
import { buttonStyles } from '../../components/button-styles';
import { paths } from '../../config/paths';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { useReportExport } from '../../lib/use-report-export';
import { selectedListNamespace } from './selected-list.resources';

const bar = css`
  display: flex;
  gap: ${token('space-sm')};
  margin-bottom: ${token('space-sm')};
`;

/**
 * Save and Export (members only, SPEC §5) and Clear of the whole list; a removal reaches the server through the
 * saved-work sync. Export opens the strip's export dialog over the list; a guest is sent to sign in and back.
 */
export function SelectedListActions() {
  useBundles(selectionStripResources);
  const { t } = useTranslation(selectedListNamespace);
  const { selection, session } = useAppState();
  const api = useApi();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const reports = useReportExport();
  const [exporting, setExporting] = useState(false);
  const startExport = () => {
    if (session.token.value) return setExporting(true);
    notifications.error(t('signInFirst'));
    void navigate({ to: paths.login, search: { redirect: paths.selected } });
  };
  const save = () => {
    if (!session.token.value) return notifications.error(t('signInFirst'));
    void api
      .call(saveSelection, { body: toSavedSelection(selection.entries.value) })
      .then(() => notifications.success(t('saved')), () => undefined);
  };
  const clear = () => {
    selection.clear();
    notifications.success(t('deleted'));
  };
  return (
    <div css={bar}>
      <button type="button" css={buttonStyles.primary} onClick={save}>{t('save')}</button>
      <button type="button" css={buttonStyles.secondary} aria-haspopup="dialog" onClick={startExport}>{t('export')}</button>
      <button type="button" css={buttonStyles.secondary} onClick={clear}>{t('clear')}</button>
      <ExportDialog open={exporting || reports.progress !== undefined} items={selection.entries.value} language={session.language.value}
        onCancel={() => setExporting(false)} progress={reports.progress} onCancelReport={reports.cancel}
        onExport={(request) => {
          setExporting(false);
          void reports.exportList(request);
        }} />
    </div>
  );
}
