import type { NewProjectList } from '../../../../src/contracts/projects';
import type { ProjectFileContent } from '../../../../src/contracts/schemas/project-file';
import type { KeyValueStore } from '../../../../src/client/key-value-store';
import type { SelectedList, SelectedListItem } from '../../../../src/state';
import { fromSavedSelection, toSavedSelection } from '../../../../src/state/saved-list';

/** Where a guest's project is kept in the browser (issue 27): its name and its lists besides the current one. */
export const guestProjectKey = 'vs.project.V1';

interface StoredGuestProject {
  name: string;
  /** The project's lists; the one at `current` is the Selected List itself, kept here only as its name. */
  lists: NewProjectList[];
  current: number;
}

function stored(store: KeyValueStore, fallbackName: string, fallbackList: string): StoredGuestProject {
  try {
    const value = JSON.parse(store.getItem(guestProjectKey) ?? 'null') as StoredGuestProject | null;
    if (value && typeof value.name === 'string' && Array.isArray(value.lists) && value.lists[value.current]) return value;
  } catch {
    // A value edited by hand starts over: the Selected List itself is kept apart and loses nothing.
  }
  return { name: fallbackName, lists: [{ name: fallbackList, conditions: [], productList: [] }], current: 0 };
}

/** A list as the project keeps it, from Selected List items. */
export function listOfItems(name: string, items: readonly SelectedListItem[]): NewProjectList {
  const { conditionList, productList } = toSavedSelection(items);
  return { name, conditions: conditionList, productList };
}

/**
 * The guest's project as it stands: its stored lists, the current one being the Selected List (the selection strip
 * works on it, so it is read from there, never from a copy that could be stale).
 */
export function guestProject(store: KeyValueStore, items: readonly SelectedListItem[], names: { project: string; list: string }): ProjectFileContent {
  const project = stored(store, names.project, names.list);
  return {
    name: project.name,
    lists: project.lists.map((list, index) => (index === project.current ? listOfItems(list.name, items) : list)),
  };
}

/** Makes `project` the guest's: kept in the store, its first list becoming the Selected List. */
export function keepGuestProject(store: KeyValueStore, selection: SelectedList<SelectedListItem>, project: ProjectFileContent): void {
  const lists = project.lists.length > 0 ? project.lists : [{ name: project.name, conditions: [], productList: [] }];
  store.setItem(guestProjectKey, JSON.stringify({ name: project.name, lists, current: 0 } satisfies StoredGuestProject));
  const first = lists[0]!;
  selection.replace(fromSavedSelection({ conditions: first.conditions, productList: first.productList }));
}
