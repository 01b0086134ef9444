import type { Signal } from '@preact/signals-react';
import type { SessionHeaders } from '../client';
// The modules themselves, not the barrels: the session loads with every page of the site, and the units barrel
// brings the whole conversion table.
import { defaultUnitSystem, isUnitSystemId, type UnitSystemId } from '../engine/units/unit-systems';
import { bundledLanguages, normaliseLanguage, type BundledLanguage } from '../i18n/languages';
import type { KeyValueStore } from './key-value-store';
import { persistedSignal } from './persisted-signal';

/** Who is using the app and how they want to see it; sent with every API call (ARCHITECTURE §3). */
export interface Session {
  /** Bearer token of the signed-in user; undefined when signed out. */
  token: Signal<string | undefined>;
  /** Language of the interface and of the server's messages. */
  language: Signal<BundledLanguage>;
  /** Unit system of shown values: 1 imperial, 2 metric. */
  unitSystem: Signal<UnitSystemId>;
  /** Country code (the catalogue's country Id) once known; the server then answers for that market. */
  country: Signal<string | undefined>;
  /** The user's choice of language (components call this rather than write the signal they read). */
  setLanguage(language: BundledLanguage): void;
  /** The user's choice of unit system (the Units dialog). */
  setUnitSystem(system: UnitSystemId): void;
  /** The request headers for the current values. */
  headers(): SessionHeaders;
}

const keys = {
  token: 'vs.session.v1.token',
  language: 'vs.session.v1.language',
  unitSystem: 'vs.session.v1.unit-system',
  country: 'vs.session.v1.country',
};

/**
 * The session, kept in `store` so that a reload keeps the user signed in and in their language.
 * @param preferredLanguage the browser's language, used until the user picks one; unbundled languages give en.
 */
export function createSession(store: KeyValueStore, preferredLanguage?: string): Session {
  const text = (value: string) => value || undefined;
  const token = persistedSignal<string | undefined>(store, keys.token, text, undefined);
  const language = persistedSignal<BundledLanguage>(
    store,
    keys.language,
    (value) => bundledLanguages.find((lang) => lang === value),
    normaliseLanguage(preferredLanguage),
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

  return {
    token,
    language,
    unitSystem,
    country,
    setLanguage: (value) => void (language.value = value),
    setUnitSystem: (value) => void (unitSystem.value = value),
    headers: () => ({
      lang: language.value,
      unitId: unitSystem.value,
      ...(country.value ? { country: country.value } : {}),
      ...(token.value ? { token: token.value } : {}),
    }),
  };
}
