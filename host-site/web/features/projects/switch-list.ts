import type { ApiClient } from '../../../../src/client';
import type { ProjectOverview } from '../../../../src/contracts/projects';
import { saveSelection, selectionList } from '../../../../src/contracts/results';
import type { SelectedList, SelectedListItem } from '../../../../src/state';
import { fromSavedSelection, toSavedSelection, unsavedMerge } from '../../../../src/state/saved-list';

/**
 * Makes another list the member's Selected List (opening a project, "Work on this list", deleting the current list):
 * first saves into the list being left the products added since its last Save (issue 37: they were dropped without a
 * word), then lets `choose` make the other list current, then shows that list. A failed save stops here, leaving
 * the lists as they were; the error catalogue tells why.
 */
export async function switchList(
  api: ApiClient,
  selection: SelectedList<SelectedListItem>,
  choose: () => Promise<ProjectOverview>,
): Promise<ProjectOverview> {
  if (selection.entries.value.length > 0) {
    const merged = unsavedMerge(selection.entries.value, fromSavedSelection(await api.call(selectionList, {})));
    if (merged) await api.call(saveSelection, { body: toSavedSelection(merged) });
  }
  const overview = await choose();
  selection.replace(fromSavedSelection(await api.call(selectionList, {})));
  return overview;
}
