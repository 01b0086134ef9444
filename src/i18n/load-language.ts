import type { i18n, ResourceKey } from 'i18next';
import { fallbackLanguage, normaliseLanguage, type Language } from './languages';

/**
 * A language whose strings a namespace may fetch: any but English, which every namespace carries. Chinese too,
 * bundled where an instance is given it (the server, the site's own strings) and fetched where not (the widgets).
 */
export type OnDemandLanguage = Exclude<Language, 'en'>;

function isOnDemand(language: Language): language is OnDemandLanguage {
  return language !== fallbackLanguage;
}

/** Fetches one namespace's strings in a language: an `import()` of that namespace's files alone. */
export type NamespaceLoader = (language: OnDemandLanguage) => Promise<{ default: ResourceKey }>;

const loaders = new Map<string, NamespaceLoader>();

/**
 * Says where a namespace's strings in the other languages are: each `*.resources.ts` calls this beside its cn and
 * en strings, with an `import()` whose path names its own file, `./locales/${language}/units.json`. The bundlers
 * (Vite's dynamic import variables, esbuild's glob imports) make each language's file a chunk of its own, and
 * the code that carries the namespace carries only that namespace's table of chunks, not every namespace's.
 */
export function defineLoadable(namespace: string, load: NamespaceLoader): void {
  loaders.set(namespace, load);
}

/** One namespace of a language loaded on demand; rejects for a namespace nobody declared loadable. */
export async function loadNamespace(language: OnDemandLanguage, namespace: string): Promise<ResourceKey> {
  const load = loaders.get(namespace);
  if (!load) throw new Error(`no strings of '${namespace}' are declared loadable (defineLoadable in its *.resources.ts)`);
  return (await load(language)).default;
}

// Per instance, the `language/namespace` pairs asked for and their loads, so that a bundle arriving (which
// announces itself with the same 'added' event) or a second language change does not fetch it again, and a caller
// that needs the strings (a message told in the language just chosen) waits for a load another caller started.
const requested = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Loads, in the instance's language, every namespace the instance holds in English and not yet in that
 * language: its own strings only, nothing another widget or page needs. Until they come, i18next's fallback
 * shows the English text; their arrival fires the store's 'added' event, on which the components re-render.
 * Resolves when all are in, those already on their way included; a chunk that fails to come is asked for again
 * next time.
 */
export async function loadMissingNamespaces(instance: i18n, tag: string = instance.language): Promise<void> {
  const language = normaliseLanguage(tag);
  if (!isOnDemand(language)) return;
  const asked = requested.get(instance) ?? new Map<string, Promise<void>>();
  requested.set(instance, asked);
  const namespaces = Object.keys(instance.store.data[fallbackLanguage] ?? {});
  // A namespace nobody declared loadable (a test's own) stays English.
  const missing = namespaces.filter((ns) => loaders.has(ns) && !instance.hasResourceBundle(language, ns));
  await Promise.all(
    missing.map((namespace) => {
      const key = `${language}/${namespace}`;
      let load = asked.get(key);
      if (!load) {
        load = loadNamespace(language, namespace).then(
          (strings) => void instance.addResourceBundle(language, namespace, strings),
          (error: unknown) => {
            asked.delete(key);
            throw error;
          },
        );
        asked.set(key, load);
      }
      return load;
    }),
  );
}

/**
 * Keeps `instance` supplied: on every language change, and whenever an English namespace is added (a feature's
 * strings arriving with its chunk), the missing namespaces of the current language are loaded. A failed load
 * leaves the English text in place. Bundles added silently (useBundles) are the adder's to load.
 */
export function followLoadableLanguages(instance: i18n): void {
  const load = () => void loadMissingNamespaces(instance).catch(() => undefined);
  instance.on('languageChanged', load);
  instance.store.on('added', (language: string) => {
    if (language === fallbackLanguage) load();
  });
  load();
}
