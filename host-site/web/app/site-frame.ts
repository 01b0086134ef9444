import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Country } from '../../../src/catalogue';
import type { ApiClient } from '../../../src/client';
import { loginAuth } from '../../../src/contracts/account';
import type { CallData } from '../../../src/contracts/call';
import { webConfig } from '../../../src/contracts/valve';
import type { AppState, KeyValueStore } from '../../../src/state';
import { createCountryChoice, type CountryChoice } from '../features/country/country-choice';
import { createRecommendationNotice, type RecommendationNotice } from '../features/recommendations/recommendation-choice';

export type StartStatus = 'starting' | 'ready' | 'failed';

/** Site functions a recommendation of LinkType Function may name in its LinkUrl. */
export const siteFunctions = ['converter', 'units'] as const;
export type SiteFunction = (typeof siteFunctions)[number];

export type WebConfigEntry = CallData<typeof webConfig>['list'][number];
export interface FamilyKind {
  Classname: string;
  CalculateType: number;
}
export type LoginCodes = CallData<typeof loginAuth>;

/** What frames every page (SPEC §4 app start): the country, its shop link, the recommendation notice. */
export interface SiteFrame {
  status: ReadonlySignal<StartStatus>;
  country: CountryChoice;
  notice: RecommendationNotice;
  /** Whether the notice is open: after the start, and after a country change, when it has anything to show. */
  noticeOpen: ReadonlySignal<boolean>;
  countryDialogOpen: ReadonlySignal<boolean>;
  /** The shop link of the country's sales region (web config Type Shop). */
  shop: ReadonlySignal<WebConfigEntry | undefined>;
  /** The login auth codes fetched at start; a sign-in uses fresh ones of its own, as each serves once. */
  loginCodes: ReadonlySignal<LoginCodes | undefined>;
  /** A site function asked for by a recommendation; the header opens its dialog. */
  requestedFunction: ReadonlySignal<SiteFunction | undefined>;
  openCountryDialog(): void;
  /** Closes the country dialog, unless no country is known yet. */
  closeCountryDialog(): void;
  /** The notice closed with these do-not-show boxes ticked. */
  closeNotice(ticked: readonly number[]): void;
  /** One taken out of the notice; the notice closes when none is left. */
  removeFromNotice(id: number, forever: boolean): void;
  requestFunction(name: SiteFunction): void;
  /** The requested function's dialog has closed. */
  functionHandled(): void;
  /** The families of base info (name and whether it has a sizing model), for the links of recommendations. */
  families: ReadonlySignal<readonly FamilyKind[]>;
  /** Runs the start (again, after 'App Init Error'). */
  start(): Promise<void>;
  /** The visitor chose a country: language and units follow, recommendations and base info are fetched again. */
  chooseCountry(country: Country): Promise<void>;
}

export interface SiteFrameOptions {
  api: ApiClient;
  state: AppState;
  store: KeyValueStore;
  /** Told once a country change has taken effect ('Switch Success'). */
  onSwitched: () => void;
  /** Offline, the start does without the login codes: signing in needs the server and is not offered (issue 29). */
  offline?: ReadonlySignal<boolean>;
}

export function createSiteFrame({ api, state, store, onSwitched, offline }: SiteFrameOptions): SiteFrame {
  const status = signal<StartStatus>('starting');
  const country = createCountryChoice(api, state.session);
  const notice = createRecommendationNotice(api, store);
  const noticeOpen = signal(false);
  const countryDialogOpen = signal(false);
  const shop = signal<WebConfigEntry | undefined>(undefined);
  const loginCodes = signal<LoginCodes | undefined>(undefined);
  const requestedFunction = signal<SiteFunction | undefined>(undefined);
  const families = signal<readonly FamilyKind[]>([]);
  const loadBaseInfo = async () => {
    const data = await country.load();
    families.value = data.valveInfo.map(({ Classname, CalculateType }) => ({ Classname, CalculateType }));
  };

  // The dialog is forced open while no country is known, and cannot be left before one is.
  effect(() => {
    if (country.mustChoose.value) countryDialogOpen.value = true;
  });

  /** Step 4: what depends on the country, once there is one. */
  const regional = async (openNotice: boolean) => {
    const location = country.current.value?.Location;
    if (!location) return;
    const [, config] = await Promise.all([
      notice.load({ location, refrigerant: state.choice.refrigerant.value, approvals: state.choice.approvals.value }),
      api.call(webConfig, { query: { Type: 'Shop', Location: location } }),
    ]);
    batch(() => {
      shop.value = config.list.find((entry) => entry.Location === location) ?? config.list[0];
      if (openNotice && notice.shown.value.length > 0) noticeOpen.value = true;
    });
  };

  const frame: SiteFrame = {
    status,
    country,
    notice,
    noticeOpen,
    countryDialogOpen,
    shop,
    loginCodes,
    families,
    requestedFunction,
    openCountryDialog: () => void (countryDialogOpen.value = true),
    closeCountryDialog: () => void (countryDialogOpen.value = country.mustChoose.value),
    closeNotice(ticked) {
      notice.close(ticked);
      noticeOpen.value = false;
    },
    removeFromNotice(id, forever) {
      notice.remove(id, forever);
      if (notice.shown.value.length === 0) noticeOpen.value = false;
    },
    requestFunction: (name) => void (requestedFunction.value = name),
    functionHandled: () => void (requestedFunction.value = undefined),
    async start() {
      status.value = 'starting';
      try {
        // Step 1 and 2: base info (and in it the detected country) with the login codes.
        const [, codes] = await Promise.all([loadBaseInfo(), offline?.peek() ? undefined : api.call(loginAuth, {})]);
        loginCodes.value = codes;
        // Step 3 happened in load(): a country taken sets language, units and flag. Step 4 and 5:
        await regional(true);
        status.value = 'ready';
      } catch {
        status.value = 'failed';
      }
    },
    async chooseCountry(chosen) {
      const changed = chosen.Id !== country.current.value?.Id;
      country.choose(chosen);
      countryDialogOpen.value = false;
      if (!changed) return;
      try {
        await Promise.all([loadBaseInfo(), regional(true)]);
        onSwitched();
      } catch {
        // The error catalogue has told the failure; the choice itself is kept.
      }
    },
  };
  return frame;
}
