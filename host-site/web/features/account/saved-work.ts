import { effect } from '@preact/signals-react';
import type { ApiClient } from '../../../../src/client';
import {
  getPersonUnitList,
  savePersonUnit,
  saveSelectionSetting,
  type PersonUnitRow,
  type SelectionSettingBody,
} from '../../../../src/contracts/preferences';
import { saveSelection, selectionList } from '../../../../src/contracts/results';
import type { AppState } from '../../../../src/state';
import { fromSavedSelection, toSavedSelection } from '../../../../src/state/saved-list';
import { readRemarks } from '../../../../src/state/session';
import { unitListOf, unitSetsOfRows } from '../../../../src/state/unit-sets';

export interface SavedWorkOptions {
  api: ApiClient;
  state: AppState;
}

export interface SavedWork {
  /**
   * At sign-in (SPEC §4): a saved list on the server replaces the local one; an empty one gets the local list, so
   * what a guest gathered before signing in is kept.
   */
  syncList(): Promise<void>;
  /** Saves the whole local list as the account's (the Selected List's Save). */
  saveList(): Promise<void>;
}

/**
 * Keeps a signed-in user's work on the server: the unit system, unit set and refrigerants whenever they differ
 * from the profile's Remarks, and the list whenever an item leaves it; lists the account's unit sets at each
 * sign-in and load (SPEC §4). Started once, at the first sign-in.
 */
export function keepSavedWork({ api, state }: SavedWorkOptions): SavedWork {
  const { session, choice, selection } = state;

  // The account's sets, so that its CustomUnitId (restored from Remarks) names units; at once for the token kept
  // at load, then for each new sign-in.
  session.token.subscribe((token) => {
    if (token) void listUnitSets(token).catch(() => undefined);
  });

  /**
   * Lists the account's sets, after saving to it the sets a guest made before this sign-in that it has no set of the
   * same name for (the account's own set of that name wins), so that signing in loses none of them. The guest's
   * set in use stays in use when the account had none chosen.
   */
  async function listUnitSets(token: string) {
    let rows: readonly PersonUnitRow[] = await api.call(getPersonUnitList, {});
    const guest = state.guestUnitSets.peek();
    state.guestUnitSets.value = undefined;
    for (const set of guest?.sets ?? []) {
      if (rows.some((row) => row.Name === set.name)) continue;
      rows = await api.call(savePersonUnit, { body: { unitList: unitListOf(set) } }).catch(() => rows);
    }
    if (session.token.peek() !== token) return;
    const sets = unitSetsOfRows(rows);
    session.setUnitSets(sets);
    const carried = guest?.chosen && sets.find((set) => set.name === guest.chosen?.name);
    if (carried && session.customUnitId.peek() === undefined) session.chooseUnits(session.unitSystem.peek(), carried.id);
  }

  effect(() => {
    const profile = session.profile.value;
    const setting = {
      UnitId: session.unitSystem.value,
      CustomUnitId: session.customUnitId.value ?? 0,
      Refrigerants: `${choice.defaultRefrigerant.value ?? ''};${choice.favourites.value.join(',')}`,
    };
    if (!profile || !session.token.value) return;
    const saved = readRemarks(profile.Remarks);
    const changed: SelectionSettingBody = {
      ...(saved.unitSystem !== setting.UnitId ? { UnitId: setting.UnitId } : {}),
      ...((saved.customUnitId ?? 0) !== setting.CustomUnitId ? { CustomUnitId: setting.CustomUnitId } : {}),
      ...(`${saved.defaultRefrigerant ?? ''};${saved.favourites.join(',')}` !== setting.Refrigerants ? { Refrigerants: setting.Refrigerants } : {}),
    };
    if (Object.keys(changed).length === 0) return;
    // The answer's profile holds the new Remarks, so the same values are not sent again.
    void api.call(saveSelectionSetting, { body: changed }).then((answer) => session.setProfile(answer), () => undefined);
  });

  const saveList = async () => {
    await api.call(saveSelection, { body: toSavedSelection(selection.entries.value) });
  };

  let listed = new Set(selection.entries.value.map((item) => item.hash));
  let replacing = false;
  selection.entries.subscribe((items) => {
    const now = new Set(items.map((item) => item.hash));
    const removed = now.size < listed.size && [...now].every((hash) => listed.has(hash));
    listed = now;
    if (removed && !replacing && session.token.value) void saveList().catch(() => undefined);
  });

  return {
    saveList,
    async syncList() {
      const saved = await api.call(selectionList, {}).catch(() => undefined);
      if (!saved) return;
      if (saved.productList.length > 0) {
        replacing = true;
        try {
          selection.replace(fromSavedSelection(saved));
        } finally {
          replacing = false;
        }
      } else if (selection.entries.value.length > 0) {
        await saveList().catch(() => undefined);
      }
    },
  };
}
