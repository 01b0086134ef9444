// The preference calls of the specification (§7 Preferences, under /api/valve): the unit system, unit set and
// refrigerants a signed-in user keeps, and their custom unit sets. The schemas are in schemas/preferences.ts, loaded
// only by the server.
import { defineCall } from './call';
import type { preferenceSchemas } from './schemas/preferences';

export type { PersonUnitBody, PersonUnitRow, SelectionSettingBody } from './schemas/preferences';

type Schemas = typeof preferenceSchemas;

export const saveSelectionSetting = defineCall<Schemas['saveSelectionSetting']>({
  method: 'POST',
  path: '/valve/saveselectionsetting',
  summary: "Saves the signed-in user's unit system, unit set or refrigerants; answers the profile with its Remarks.",
  // Saving the same values twice leaves the same state.
  idempotent: true,
});

export const savePersonUnit = defineCall<Schemas['savePersonUnit']>({
  method: 'POST',
  path: '/valve/savepersonunit',
  summary: "Creates a custom unit set, or replaces one named by Unitid; answers all the user's sets.",
});

export const getPersonUnitList = defineCall<Schemas['getPersonUnitList']>({
  method: 'POST',
  path: '/valve/getpersonunitlist',
  summary: "The signed-in user's custom unit sets, one row per chosen unit.",
  idempotent: true,
});
