import type { ApiClient } from '../../../../src/client';
import type { ProjectOverview } from '../../../../src/contracts/projects';
import { saveSelection, selectionList } from '../../../../src/contracts/results';
import type { SelectedList, SelectedListItem } from '../../../../src/state';
import { fromSavedSelection, toSavedSelection, unsavedMerge } from '../../../../src/state/saved-list';

/**
 * Saves into the member's current list the products added to the Selected List since its last Save, merged with
 * what the server holds (issue 37: switching lists dropped them without a word). A failed save throws; the error
 * catalogue tells why.
 */
export async function saveUnsaved(api: ApiClient, selection: SelectedList<SelectedListItem>): Promise<void> {
  if (selection.entries.value.length === 0) return;
  const merged = unsavedMerge(selection.entries.value, fromSavedSelection(await api.call(selectionList, {})));
  if (merged) await api.call(saveSelection, { body: toSavedSelection(merged) });
}

/**
 * Makes another list the member's Selected List (opening a project, "Work on this list", deleting the current list):
 * first saves the list being left (`saveUnsaved`; not when it is gone: its products would land in the list that
 * follows it), then lets `choose` make the other list current, then shows that list. A failed save stops here,
 * leaving the lists as they were.
 */
export async function switchList(
  api: ApiClient,
  selection: SelectedList<SelectedListItem>,
  choose: () => Promise<ProjectOverview>,
  left: 'kept' | 'gone' = 'kept',
): Promise<ProjectOverview> {
  if (left === 'kept') await saveUnsaved(api, selection);
  const overview = await choose();
  selection.replace(fromSavedSelection(await api.call(selectionList, {})));
  return overview;
}
