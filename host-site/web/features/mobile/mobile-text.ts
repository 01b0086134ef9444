import { browserLanguage, localeOf, normaliseLanguage } from '../../../../src/i18n/languages';
import { defineLoadable, loadNamespace } from '../../../../src/i18n/load-language';

// The mobile page carries no i18next (its whole script must stay small): its few strings are looked up here, in
// the language the full site stored, else the browser's. Each language's file is a chunk of its own and only the
// visitor's is fetched, so a fourteenth language costs a phone nothing. The widgets' facades show the widgets'
// own labels, read from the widgets' namespaces (`unit-converter:value`), so the two cannot say different things.

const languageKey = 'vs.session.v1.language';

/** The language the full site stored (its code, `de`), if any. */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageKey);
  } catch {
    return null;
  }
}

/** The page's language: the stored one, else the browser's first of the fourteen, else Chinese (as the full site). */
const stored = storedLanguage();
export const language = stored === null ? browserLanguage(navigator.languages) : normaliseLanguage(stored);

/** The BCP 47 locale of the page's language, for numbers and the document's `lang`. */
export const locale = localeOf(language);

const mobileNamespace = 'mobile';

defineLoadable(mobileNamespace, (language) => import(`../../../../src/i18n/locales/${language}/mobile.json`));
defineLoadable('unit-converter', (language) => import(`../../../../src/i18n/locales/${language}/unit-converter.json`));
defineLoadable('search-box', (language) => import(`../../../../src/i18n/locales/${language}/search-box.json`));

const namespaces = [mobileNamespace, 'unit-converter', 'search-box'] as const;

const strings: Record<string, unknown> = {};

/** Fetches the page's strings; English when the visitor's language cannot be fetched, so the page still works. */
export async function loadStrings(): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      strings[namespace] = await loadNamespace(language, namespace).catch(() => loadNamespace('en', namespace));
    }),
  );
}

/** The string at a dotted key (`namespace:` before it, else the page's own), {{name}} filled in; the key when none. */
export function t(key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':') as [string, string] : [mobileNamespace, key];
  const found = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings[namespace]);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
