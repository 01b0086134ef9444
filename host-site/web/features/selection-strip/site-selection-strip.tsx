import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SelectionStrip, selectionStripNamespace, selectionStripResources } from '../../../../widgets/selection-strip';
import { paths } from '../../config/paths';
import { useAppState, useNotifications, useOffline } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { useReportExport } from '../../lib/use-report-export';
import { useRemovalUndo } from '../../lib/use-removal-undo';
import { useSaveList } from '../../lib/use-save-list';

/**
 * The app's selection list under the header: the strip widget's component on the app's list. Its answers to a
 * delete ('Deleted successfully', 'Undelete') show in the strip's own status line, beside what they talk
 * about; a confirmed delete also gets the site's Undo toast (issue 37), which stays when the emptied strip goes. Export
 * opens the strip's export dialog for a member (the report is made by the site); a guest is told 'Please sign in
 * firstly' and sent to sign in, and comes back here. Save the list saves a member's list on the server, as the
 * Selected List's Save does; a guest is told to sign in first.
 */
export default function SiteSelectionStrip() {
  useSignals();
  useBundles(selectionStripResources);
  const { t } = useTranslation(selectionStripNamespace);
  const { selection, session } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.href });
  const reports = useReportExport();
  const saveList = useSaveList();
  const removed = useRemovalUndo();
  // The list as last shown: the strip removes, then says which; Undo puts them back where they stood in it.
  const shown = selection.entries.value;
  // Saving and reports are the server's work: offline both are disabled with the reason (issue 29).
  const offline = useOffline();
  return (
    <SelectionStrip list={selection} detailsHref={paths.details} signInNotice="none"
      exportAction={session.token.value ? 'dialog' : 'sign-in'} saveAction={session.token.value ? 'event' : 'sign-in'}
      reportLanguage={session.language.value} onSave={() => void saveList()}
      serverUnavailable={offline ? t('site:offline.needsServer') : undefined}
      onSignInRequired={({ action }) => {
        notifications.error(t('signInFirst'));
        if (action === 'export') void navigate({ to: paths.login, search: { redirect: here } });
      }}
      onExport={(request) => void reports.exportList(request)}
      exportProgress={reports.progress} onExportCancel={reports.cancel}
      onRemove={({ hashes }) => removed(shown, hashes)} />
  );
}
