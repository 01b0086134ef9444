import { batch, computed, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { SessionHeaders } from '../client';
import type { Profile } from '../contracts/account';
import type { UnitChoices } from '../contracts/units-header';
// The modules themselves, not the barrels: the session loads with every page of the site, and the units barrel
// brings the whole conversion table.
import { defaultUnitSystem, isUnitSystemId, type UnitSystemId } from '../engine/units/unit-systems';
import { browserLanguage, isLanguage, type Language } from '../i18n/languages';
import { toJson } from '../contracts/json';
import type { KeyValueStore } from './key-value-store';
import { persistedSignal } from './persisted-signal';
import { readUnitSets, writeUnitSets, type UnitSet } from './unit-sets';

/** Who is using the app and how they want to see it; sent with every API call (ARCHITECTURE §3). */
export interface Session {
  /** Bearer token of the signed-in user; undefined when signed out. */
  token: Signal<string | undefined>;
  /** Who is signed in (name, avatar, saved preferences); kept with the token and dropped with it. */
  profile: Signal<Profile | undefined>;
  /** Language of the interface and of the server's messages. */
  language: Signal<Language>;
  /** Unit system of shown values: 1 imperial, 2 metric. */
  unitSystem: Signal<UnitSystemId>;
  /** The custom unit set in effect (its server id, or a guest's local set's id); undefined: the base system's units. */
  customUnitId: Signal<number | undefined>;
  /** The custom unit sets on offer: a member's (the server's, restored at sign-in and load), else a guest's own. */
  unitSets: Signal<readonly UnitSet[]>;
  /** The chosen set's units over the base system's; empty while none is chosen (or it is not among unitSets). */
  units: ReadonlySignal<UnitChoices>;
  /** Country code (the catalogue's country Id) once known; the server then answers for that market. */
  country: Signal<string | undefined>;
  /** The user's choice of language (components call this rather than write the signal they read). */
  setLanguage(language: Language): void;
  /** The user's choice of unit system (the Units dialog). */
  setUnitSystem(system: UnitSystemId): void;
  /** The user's choice in the unit-set chooser: a base system, and one of unitSets or none. */
  chooseUnits(system: UnitSystemId, customUnitId?: number): void;
  /** The sets on offer now: a guest's with a new one, or the account's as the server listed them. */
  setUnitSets(sets: readonly UnitSet[]): void;
  /** The signed-in user's profile as the server answered it after a change (email, phone, photo). */
  setProfile(profile: Profile): void;
  /** The request headers for the current values. */
  headers(): SessionHeaders;
}

const keys = {
  token: 'vs.session.v1.token',
  language: 'vs.session.v1.language',
  unitSystem: 'vs.session.v1.unit-system',
  customUnitId: 'vs.session.v1.custom-unit-id',
  unitSets: 'vs.session.v1.unit-sets',
  country: 'vs.session.v1.country',
  profile: 'vs.session.v1.profile',
};

const profileFields = ['UserName', 'Photo', 'Remarks', 'Email', 'Phone', 'Country', 'Region'] as const;

/** A stored profile, or undefined when the text is not one (an older version's, or edited by hand). */
function readProfile(text: string): Profile | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    if (typeof record.UserName !== 'string' || record.UserName === '') return undefined;
    const profile = Object.fromEntries(profileFields.map((field) => [field, typeof record[field] === 'string' ? record[field] : '']));
    return profile as unknown as Profile;
  } catch {
    return undefined;
  }
}

/** The preferences an account keeps in its profile's Remarks (SPEC §3). */
export interface SavedPreferences {
  unitSystem?: UnitSystemId;
  /** The custom unit set chosen, by its server id. */
  customUnitId?: number;
  defaultRefrigerant?: string;
  favourites: readonly string[];
}

/**
 * Reads Remarks, the JSON text `{ UnitId, CustomUnitId, Refrigerants }` where Refrigerants is the default
 * refrigerant, a semicolon, then the favourites separated by commas ("R404A;R134a,R32"). Whatever is missing or
 * malformed is left out: a profile saved by an older client must not stop a sign-in.
 */
export function readRemarks(remarks: string): SavedPreferences {
  let parsed: unknown;
  try {
    parsed = JSON.parse(remarks);
  } catch {
    return { favourites: [] };
  }
  if (typeof parsed !== 'object' || parsed === null) return { favourites: [] };
  const { UnitId, CustomUnitId, Refrigerants } = parsed as Record<string, unknown>;
  const unitSystem = Number(UnitId);
  const customUnitId = Number(CustomUnitId);
  const [preferred = '', favourites = ''] = typeof Refrigerants === 'string' ? Refrigerants.split(';') : [];
  return {
    ...(isUnitSystemId(unitSystem) ? { unitSystem } : {}),
    ...(CustomUnitId !== '' && CustomUnitId !== null && Number.isSafeInteger(customUnitId) && customUnitId > 0 ? { customUnitId } : {}),
    ...(preferred.trim() ? { defaultRefrigerant: preferred.trim() } : {}),
    favourites: favourites.split(',').map((name) => name.trim()).filter(Boolean),
  };
}

/**
 * The session, kept in `store` so that a reload keeps the user signed in and in their language.
 * @param preferredLanguages the browser's languages (navigator.languages), the first of the fourteen among them used
 * until the user picks one; none of them (or none given) gives Chinese, the specification's default.
 */
export function createSession(store: KeyValueStore, preferredLanguages: readonly string[] = []): Session {
  const text = (value: string) => value || undefined;
  const token = persistedSignal<string | undefined>(store, keys.token, text, undefined);
  const language = persistedSignal<Language>(
    store,
    keys.language,
    (value) => (isLanguage(value) ? value : undefined),
    browserLanguage(preferredLanguages),
  );
  const unitSystem = persistedSignal<UnitSystemId>(
    store,
    keys.unitSystem,
    (value) => {
      const id = Number(value);
      return isUnitSystemId(id) ? id : undefined;
    },
    defaultUnitSystem,
  );
  const country = persistedSignal<string | undefined>(store, keys.country, text, undefined);
  const customUnitId = persistedSignal<number | undefined>(
    store,
    keys.customUnitId,
    (value) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined),
    undefined,
    (value) => (value === undefined ? undefined : String(value)),
  );
  const unitSets = persistedSignal<readonly UnitSet[]>(store, keys.unitSets, readUnitSets, [], writeUnitSets);
  const units = computed<UnitChoices>(() => unitSets.value.find((set) => set.id === customUnitId.value)?.units ?? {});
  const profile = persistedSignal<Profile | undefined>(store, keys.profile, readProfile, undefined, (value) =>
    value === undefined ? undefined : toJson(value),
  );
  // Whatever drops the token (sign-out, the error catalogue, a failed token check) signs the profile out with it.
  token.subscribe((value) => {
    if (value === undefined) profile.value = undefined;
  });

  return {
    token,
    profile,
    language,
    unitSystem,
    customUnitId,
    unitSets,
    units,
    country,
    setLanguage: (value) => void (language.value = value),
    setUnitSystem: (value) => void (unitSystem.value = value),
    chooseUnits: (system, setId) =>
      batch(() => {
        unitSystem.value = system;
        customUnitId.value = setId;
      }),
    setUnitSets: (sets) => void (unitSets.value = sets),
    setProfile: (value) => void (profile.value = value),
    headers: () => ({
      lang: language.value,
      unitId: unitSystem.value,
      ...(Object.keys(units.value).length > 0 ? { units: units.value } : {}),
      ...(country.value ? { country: country.value } : {}),
      ...(token.value ? { token: token.value } : {}),
    }),
  };
}
