import { css } from '@emotion/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectedListItem } from '../../../../src/state';
import { token } from '../../../../src/theme';
import { ExportDialog, selectionStripNamespace, selectionStripResources } from '../../../../widgets/selection-strip';
import { buttonStyles } from '../../components/button-styles';
import { paths } from '../../config/paths';
import { useAppState, useNotifications, useOffline } from '../../lib/app-services';
import { offlineReasonId } from '../../lib/offline';
import { useBundles } from '../../lib/use-bundles';
import { useReportExport } from '../../lib/use-report-export';
import { useSaveList } from '../../lib/use-save-list';
import { selectedListNamespace } from './selected-list.resources';

const bar = css`
  display: flex;
  gap: ${token('space-sm')};
  margin-bottom: ${token('space-sm')};
`;

/**
 * Save and Export (members only, SPEC §5) and Clear of the whole list; a removal reaches the server through the
 * saved-work sync. Export opens the strip's export dialog over the list; a guest is sent to sign in and back. Clear
 * asks first (the strip's question and buttons), and hands what the list held to `onCleared`, so the page can
 * offer to undo it.
 */
export function SelectedListActions({ onCleared }: { onCleared: (removed: readonly SelectedListItem[]) => void }) {
  useBundles(selectionStripResources);
  const { t } = useTranslation([selectedListNamespace, selectionStripNamespace]);
  const { selection, session } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const reports = useReportExport();
  const saveList = useSaveList();
  const [exporting, setExporting] = useState(false);
  const [asking, setAsking] = useState(false);
  // Saving and reports are made by the server: offline they are disabled, the banner saying why (issue 29).
  const offline = useOffline();
  const needsServer = offline ? { disabled: true, title: t('site:offline.needsServer'), 'aria-describedby': offlineReasonId } : {};
  const startExport = () => {
    if (session.token.value) return setExporting(true);
    notifications.error(t('signInFirst'));
    void navigate({ to: paths.login, search: { redirect: paths.selected } });
  };
  const clear = () => {
    const removed = selection.entries.value;
    selection.clear();
    setAsking(false);
    onCleared(removed);
  };
  const count = selection.entries.value.length;
  return (
    <div css={bar}>
      {asking ? (
        <div role="group" aria-labelledby="selected-list-clear-question" css={bar}>
          <p id="selected-list-clear-question">{t(`${selectionStripNamespace}:confirmAll`, { count })}</p>
          <button type="button" css={buttonStyles.secondary} autoFocus onClick={() => setAsking(false)}>{t(`${selectionStripNamespace}:cancel`)}</button>
          <button type="button" css={buttonStyles.danger} onClick={clear}>{t(`${selectionStripNamespace}:removeAll`)}</button>
        </div>
      ) : (
        <>
          <button type="button" css={buttonStyles.primary} onClick={() => void saveList()} {...needsServer}>{t('save')}</button>
          <button type="button" css={buttonStyles.secondary} aria-haspopup="dialog" onClick={startExport} {...needsServer}>{t('export')}</button>
          <button type="button" css={buttonStyles.secondary} onClick={() => setAsking(true)}>{t('clear')}</button>
        </>
      )}
      <ExportDialog open={exporting || reports.progress !== undefined} items={selection.entries.value} language={session.language.value}
        onCancel={() => setExporting(false)} progress={reports.progress} onCancelReport={reports.cancel}
        onExport={(request) => {
          setExporting(false);
          void reports.exportList(request);
        }} />
    </div>
  );
}
