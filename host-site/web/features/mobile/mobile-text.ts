import { localeOf, normaliseLanguage } from '../../../../src/i18n/languages';
import { defineLoadable, loadNamespace } from '../../../../src/i18n/load-language';
import type en from '../../../../src/i18n/locales/en/mobile.json';

// The mobile page carries no i18next (its whole script must stay small): its few strings are looked up here, in
// the language the full site stored, else the browser's. Each language's file is a chunk of its own and only the
// visitor's is fetched, so a fourteenth language costs a phone nothing.

type Strings = typeof en;

const languageKey = 'vs.session.v1.language';

/** The language the full site stored (its code, `de`), if any. */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageKey);
  } catch {
    return null;
  }
}

/** The page's language, one of the fourteen (a browser language that is none of them gives English). */
export const language = normaliseLanguage(storedLanguage() ?? navigator.language);

/** The BCP 47 locale of the page's language, for numbers and the document's `lang`. */
export const locale = localeOf(language);

const mobileNamespace = 'mobile';

defineLoadable(mobileNamespace, (language) => import(`../../../../src/i18n/locales/${language}/mobile.json`));

let strings: Strings | undefined;

/** Fetches the page's strings; English when the visitor's language cannot be fetched, so the page still works. */
export async function loadStrings(): Promise<void> {
  strings = (await loadNamespace(language, mobileNamespace).catch(() => loadNamespace('en', mobileNamespace))) as Strings;
}

/** The string at a dotted key, with {{name}} filled in; the key itself when there is none. */
export function t(key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
