import { useTranslation } from 'react-i18next';
import { withRestored, type SelectedListItem } from '../../../src/state';
import { selectionStripNamespace } from '../../../widgets/selection-strip';
import { useAppState, useNotifications } from './app-services';
import { useSaveList } from './use-save-list';

/**
 * Tells that products left the Selected List (Remove, Clear, the strip's deletes) with the site's one Undo toast
 * (issue 37: nothing leaves a list without the user's act and an Undo). Undo puts them back where they stood in
 * `before`, keeping what was added since, and saves a member's list again: the saved-work sync saved the removal.
 * The words are the strip's, whose bundle every caller loads.
 */
export function useRemovalUndo(): (before: readonly SelectedListItem[], removed: Iterable<string>) => void {
  const { selection, session } = useAppState();
  const notifications = useNotifications();
  const saveList = useSaveList();
  const { t } = useTranslation(selectionStripNamespace);
  return (before, removed) => {
    const hashes = [...removed];
    notifications.undoable(t('deleted'), () => {
      selection.replace(withRestored(selection.entries.peek(), before, hashes));
      if (session.token.peek()) void saveList();
    });
  };
}
