import type { i18n } from 'i18next';
import { createApiClient } from '../../../src/client/api-client';
import { localeOf } from '../../../src/i18n/languages';
import { createAppState, type AppStateOptions } from '../../../src/state/app-state';
import { signInPaths } from '../config/paths';
import { createErrorCatalogue } from '../features/notifications/error-catalogue';
import type { AppServices } from '../lib/app-services';
import { loadChunk } from '../lib/chunk-load';
import { createNotifications } from '../lib/notifications';
import { createSiteI18n } from '../lib/site-i18n';
import { createSiteRouter, type SiteRouter } from './router';

export interface SiteAppOptions extends AppStateOptions {
  /** The fetch the API client uses; the browser's by default. */
  fetch?: typeof fetch;
}

export interface SiteApp {
  services: AppServices;
  router: SiteRouter;
  i18n: i18n;
}

/**
 * The site's long-lived parts, made once per page load: state, strings, router, notifications and the one API
 * client, whose failures all go through the error catalogue.
 */
export function createSiteApp(options: SiteAppOptions = {}): SiteApp {
  const state = createAppState(options);
  const { session } = state;
  const i18n = createSiteI18n(session.language.value);
  const notifications = createNotifications();
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
  });
  const api = createApiClient({
    base: '/api',
    session: session.headers,
    onError,
    ...(options.fetch ? { fetch: options.fetch } : {}),
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

  return { services: { api, state, notifications }, router, i18n };
}
