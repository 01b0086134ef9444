import { effect } from '@preact/signals-react';
import type { i18n } from 'i18next';
import { createApiClient } from '../../../src/client/api-client';
import { addMissingBundles } from '../../../src/i18n/add-bundles';
import { localeOf } from '../../../src/i18n/languages';
import { loadMissingNamespaces } from '../../../src/i18n/load-language';
import { createAppState, type AppStateOptions } from '../../../src/state/app-state';
import { localStore } from '../../../src/state/key-value-store';
import { signInPaths } from '../config/paths';
import { frameResources } from '../features/country/frame.resources';
import { createErrorCatalogue } from '../features/notifications/error-catalogue';
import type { SavedWork } from '../features/account/saved-work';
import type { AppServices } from '../lib/app-services';
import { createCallQueries, invalidateCalls } from '../lib/call-queries';
import { loadChunk } from '../lib/chunk-load';
import { createNotifications } from '../lib/notifications';
import { createOfflineState } from '../lib/offline';
import { createSiteI18n } from '../lib/site-i18n';
import type { SignInGuard } from './routes/details';
import { createSiteRouter, type SiteRouter } from './router';
import { createSiteFrame, type SiteFrame } from './site-frame';

export interface SiteAppOptions extends AppStateOptions {
  /** The fetch the API client uses; the browser's by default. */
  fetch?: typeof fetch;
}

export interface SiteApp {
  services: AppServices;
  router: SiteRouter;
  i18n: i18n;
  /** Country, shop link and recommendation notice; started with the app. */
  frame: SiteFrame;
}

/**
 * The site's long-lived parts, made once per page load: state, strings, router, notifications and the one API
 * client, whose failures all go through the error catalogue.
 */
export function createSiteApp(options: SiteAppOptions = {}): SiteApp {
  const store = options.store ?? localStore();
  const state = createAppState({ ...options, store });
  const { session } = state;
  const i18n = createSiteI18n(session.language.value);
  addMissingBundles(i18n, frameResources);
  const notifications = createNotifications();
  const offline = createOfflineState();
  const router = createSiteRouter();
  const onError = createErrorCatalogue({
    notifications,
    texts: {
      error: () => i18n.t('site:failure.error'),
      network: () => i18n.t('site:failure.network'),
      server: () => i18n.t('site:failure.server'),
    },
    resetToken: () => void (session.token.value = undefined),
    onSignInPage: () => signInPaths.includes(router.state.location.pathname),
    // With no network at all the banner says why nothing is reached: no toast per call, and the token is kept (issue 29).
    offline: () => offline.noNetwork.peek(),
  });
  const api = createApiClient({
    base: '/api',
    session: session.headers,
    onError,
    fetch: offline.watch(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    noNetwork: () => offline.noNetwork.peek(),
  });

  // Answers hold values in the user's units and for the user's market: a saved unit choice or country makes the kept
  // ones out of date (a new language is a new key of its own).
  const queries = createCallQueries();
  let answeredFor: string | undefined;
  effect(() => {
    const { unitId, units, country } = session.headers();
    const now = JSON.stringify([unitId, units, country]);
    if (answeredFor !== undefined && now !== answeredFor) void invalidateCalls(queries);
    answeredFor = now;
  });

  // The LANG header reads the session at each call; the interface and <html lang> follow here.
  session.language.subscribe((language) => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = localeOf(language);
  });

  // A returning user's token is checked once per load; the check's code and strings come only for such a user.
  if (session.token.value) {
    void loadChunk(() => import('../features/account/restore-session'))
      .then(({ restoreSession }) => restoreSession({ api, state, notifications, i18n }))
      // A chunk that did not come keeps the token unchecked until the next load; the calls still answer for it.
      .catch(() => undefined);
  }

  // Details and the like are for members (SPEC §5): a guest is told so on the way to the login page.
  const guard: SignInGuard = {
    guestMustSignIn: async () => {
      if (session.token.value) return false;
      const { selectedListNamespace, selectedListResources } = await import('../features/selected-list/selected-list.resources');
      addMissingBundles(i18n, selectedListResources);
      notifications.error(i18n.t(`${selectedListNamespace}:signInFirst`));
      return true;
    },
  };
  router.update({ ...router.options, context: guard });

  // Saved work (SPEC §4) comes with the first token: preferences and list deletions go to the server from then on,
  // and each new sign-in (a token not seen before) brings the account's list.
  let knownToken = session.token.value;
  let savedWork: Promise<SavedWork> | undefined;
  session.token.subscribe((token) => {
    const signedInNow = token !== undefined && token !== knownToken;
    knownToken = token;
    if (token === undefined) return;
    savedWork ??= loadChunk(() => import('../features/account/saved-work')).then(({ keepSavedWork }) => keepSavedWork({ api, state }));
    if (signedInNow) void savedWork.then((work) => work.syncList()).catch(() => undefined);
  });

  // SPEC §4 app start; the pages render meanwhile, and 'App Init Error' offers to run it again.
  // 'Switch Success' in the country's language, once its strings are in (a switch to Germany loads German).
  const onSwitched = () => void loadMissingNamespaces(i18n).catch(() => undefined).then(() => notifications.success(i18n.t('frame:country.switched')));
  const frame = createSiteFrame({ api, state, store, onSwitched, offline: offline.offline });
  void frame.start();

  return { services: { api, state, notifications, queries, offline }, router, i18n, frame };
}
