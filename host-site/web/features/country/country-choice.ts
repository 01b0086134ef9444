import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Country } from '../../../../src/catalogue';
import type { ApiClient } from '../../../../src/client';
import type { CallData } from '../../../../src/contracts/call';
import { baseInfo } from '../../../../src/contracts/valve';
import { isUnitSystemId } from '../../../../src/engine/units/unit-systems';
import { normaliseLanguage } from '../../../../src/i18n/languages';
import type { Session } from '../../../../src/state';

/** The visitor's country (SPEC §4 app start, country change): what the header shows and every call sends. */
export interface CountryChoice {
  /** The catalogue's countries, in display order; empty until base info has come. */
  countries: ReadonlySignal<readonly Country[]>;
  /** The country in effect; undefined until one is stored, detected or chosen. */
  current: ReadonlySignal<Country | undefined>;
  /** Nothing stored and nothing detected: the country dialog stays open until the visitor answers it. */
  mustChoose: ReadonlySignal<boolean>;
  /**
   * Base info, then the country: the stored choice (its language and units stay as the visitor left them), else
   * the one the server detected (its language and units are taken), else none, and mustChoose.
   * @returns the base info answer
   * @throws what the call throws
   */
  load(): Promise<CallData<typeof baseInfo>>;
  /** The visitor's choice: it is kept, and the language and unit system become the country's. */
  choose(country: Country): void;
}

export function createCountryChoice(api: ApiClient, session: Session): CountryChoice {
  const countries = signal<readonly Country[]>([]);
  const mustChoose = signal(false);
  const current = computed(() => countries.value.find((country) => String(country.Id) === session.country.value));

  const take = (country: Country) =>
    batch(() => {
      session.country.value = String(country.Id);
      session.setLanguage(normaliseLanguage(country.Language));
      if (isUnitSystemId(country.Unitid)) session.setUnitSystem(country.Unitid);
      mustChoose.value = false;
    });

  return {
    countries,
    current,
    mustChoose,
    async load() {
      const data = await api.call(baseInfo, {});
      batch(() => {
        countries.value = data.countryList;
        // A stored Id the catalogue no longer has counts as no choice.
        if (current.value) return;
        session.country.value = undefined;
        if (data.detectedBy === 'none') mustChoose.value = true;
        else take(data.country);
      });
      return data;
    },
    choose: take,
  };
}
