import { useTranslation } from 'react-i18next';
import { saveSelection } from '../../../src/contracts/results';
import { toSavedSelection } from '../../../src/state/saved-list';
import { selectionStripNamespace } from '../../../widgets/selection-strip';
import { useApi, useAppState, useNotifications } from './app-services';

/**
 * Saves the whole selection list as the member's (SPEC §5), from the strip's "Save the list" and the Selected List
 * page's Save alike: 'Saved successfully' when the server has it, 'Please sign in firstly' for a guest; a failed
 * call is told by the error catalogue. Resolves true when saved. The words are the strip's, whose bundle both load.
 */
export function useSaveList(): () => Promise<boolean> {
  const { selection, session } = useAppState();
  const api = useApi();
  const notifications = useNotifications();
  const { t } = useTranslation(selectionStripNamespace);
  return async () => {
    if (!session.token.value) {
      notifications.error(t('signInFirst'));
      return false;
    }
    const saved = await api.call(saveSelection, { body: toSavedSelection(selection.entries.value) }).then(() => true, () => false);
    if (saved) notifications.success(t('saved'));
    return saved;
  };
}
