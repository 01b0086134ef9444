import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bundledLanguages, createI18n, fallbackLanguage, isBundled, mergeResources, normaliseLanguage, type BundledLanguage } from '../../../../src/i18n';
import type { Translate } from '../../http/translate';
import { accountResources } from '../../services/accounts/account.resources';
import { serverStateResources } from '../../http/server-state.resources';
import { savedWorkResources } from '../../services/preferences/saved-work.resources';

declare module 'fastify' {
  interface FastifyInstance {
    /** The translator of a language, for answers made outside a request (a connection Node refused). */
    translator(language: BundledLanguage): Translate;
  }
  interface FastifyRequest {
    /** The request's language: header `LANG` (cn, en), else the browser's Accept-Language, else English. */
    language: BundledLanguage;
    /** Translates into the request's language. */
    t: Translate;
  }
}

/** Messages in the request's language. One i18next instance per bundled language, made once at start. */
export default fp(
  async (app) => {
    const translators = new Map<BundledLanguage, Translate>();
    for (const language of bundledLanguages) {
      const i18n = createI18n(language, mergeResources(accountResources, savedWorkResources, serverStateResources));
      translators.set(language, (key, params) => i18n.t(key, params ?? {}));
    }
    app.decorate('translator', (language: BundledLanguage) => translators.get(language)!);
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return requestLanguage(this);
      },
    });
    app.decorateRequest('t', {
      getter(this: FastifyRequest) {
        return translators.get(this.language)!;
      },
    });
  },
  { name: 'messages' },
);

function requestLanguage(request: FastifyRequest): BundledLanguage {
  const lang = request.headers['lang'];
  const language = normaliseLanguage(typeof lang === 'string' && lang.trim() !== '' ? lang : request.headers['accept-language']?.split(',')[0]);
  return isBundled(language) ? language : fallbackLanguage;
}
