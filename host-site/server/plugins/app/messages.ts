import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createI18n, fallbackLanguage, isBundled, languages, normaliseLanguage, type BundledLanguage, type Language } from '../../../../src/i18n';
import { loadResources } from '../../../../src/i18n/load-language';
import { sharedNamespaces } from '../../../../src/i18n/shared-namespaces';
import type { Translate } from '../../../../src/i18n/translate';
import { accountNamespace } from '../../services/accounts/account.resources';
import { serverStateNamespace } from '../../http/server-state.resources';
import { billNamespace } from '../../services/catalogue/bill.resources';
import { savedWorkNamespace } from '../../services/preferences/saved-work.resources';
import { projectsNamespace } from '../../services/projects/projects.resources';
import { punchoutNamespace } from '../../services/punchout/punchout.resources';

declare module 'fastify' {
  interface FastifyInstance {
    /** The translator of a language, for answers made outside a request (a connection Node refused). */
    translator(language: Language): Translate;
  }
  interface FastifyRequest {
    /**
     * The language of the catalogue's texts and numbers: cn, else en (the catalogue's data is bilingual). The
     * messages (`t`) follow the full choice, `messageLanguage`.
     */
    language: BundledLanguage;
    /** The request's language, one of the fourteen: header `LANG`, else the browser's Accept-Language, else en. */
    messageLanguage: Language;
    /** Translates into the request's language (messageLanguage). */
    t: Translate;
  }
}

/** Messages in the request's language. One i18next instance per language, made once at start. */
export default fp(
  async (app) => {
    // Every language's messages, read once at start: each request is answered in its own language at once.
    const resources = await loadResources([...sharedNamespaces, accountNamespace, savedWorkNamespace, projectsNamespace, serverStateNamespace, billNamespace, punchoutNamespace]);
    const translators = new Map<Language, Translate>();
    for (const language of languages) {
      const i18n = createI18n(language, resources);
      translators.set(language, (key, params) => i18n.t(key, params ?? {}));
    }
    app.decorate('translator', (language: Language) => translators.get(language)!);
    app.decorateRequest('messageLanguage', {
      getter(this: FastifyRequest) {
        return requestLanguage(this);
      },
    });
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        const language = requestLanguage(this);
        return isBundled(language) ? language : fallbackLanguage;
      },
    });
    app.decorateRequest('t', {
      getter(this: FastifyRequest) {
        return translators.get(requestLanguage(this))!;
      },
    });
  },
  { name: 'messages' },
);

function requestLanguage(request: FastifyRequest): Language {
  const lang = request.headers['lang'];
  return normaliseLanguage(typeof lang === 'string' && lang.trim() !== '' ? lang : request.headers['accept-language']?.split(',')[0]);
}
