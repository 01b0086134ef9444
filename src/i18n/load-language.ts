// The one way strings are loaded: every namespace is a JSON file per language, src/i18n/locales/<lang>/<file>.json,
// declared once with defineLoadable beside the code that shows it. The browser fetches a language's files when it is
// first shown (English comes with the code; the widgets fetch every other language, Chinese included); the server and the scripts load every language they need
// through the same table at start (loadResources).
import type { i18n, Resource, ResourceKey } from 'i18next';
import { fallbackLanguage, languages, normaliseLanguage, type Language } from './languages';

/** Fetches one namespace's strings in a language: an `import()` of that namespace's files alone. */
export type NamespaceLoader = (language: Language) => Promise<{ default: ResourceKey }>;

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

/** One namespace of a language; rejects for a namespace nobody declared loadable. */
export async function loadNamespace(language: Language, namespace: string): Promise<ResourceKey> {
  const load = loaders.get(namespace);
  if (!load) throw new Error(`no strings of '${namespace}' are declared loadable (defineLoadable in its *.resources.ts)`);
  return (await load(language)).default;
}

/**
 * The strings of `namespaces` in each of `inLanguages` (all fourteen by default), as i18next resources: how the
 * server, which answers every request in its own language at once, and the scripts load them, at start.
 */
export async function loadResources(namespaces: readonly string[], inLanguages: readonly Language[] = languages): Promise<Resource> {
  const loaded = await Promise.all(
    inLanguages.map(async (language) => {
      const strings = await Promise.all(namespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const));
      return [language, Object.fromEntries(strings)] as const;
    }),
  );
  return Object.fromEntries(loaded);
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
  // English is every namespace's own; any other language (Chinese too) is fetched where it is not already held.
  if (language === fallbackLanguage) return;
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
