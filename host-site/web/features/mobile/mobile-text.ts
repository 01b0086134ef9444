import cn from '../../../../src/i18n/locales/cn/mobile.json';
import en from '../../../../src/i18n/locales/en/mobile.json';

// The mobile page carries no i18next (its whole script must stay small): its few strings are looked up here, in
// the language the full site stored, else the browser's; Chinese or English, as the site's bundled pair.

type Strings = typeof en;

const languageKey = 'vs.session.v1.language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageKey);
  } catch {
    return null;
  }
}

/** The page's language: `cn` or `en`. */
export const language: 'cn' | 'en' = /^(cn|zh)/i.test(storedLanguage() ?? navigator.language) ? 'cn' : 'en';

const strings: Strings = language === 'cn' ? cn : en;

/** The string at a dotted key, with {{name}} filled in; the key itself when there is none. */
export function t(key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
