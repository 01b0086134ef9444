import { localeOf, normaliseLanguage } from '../../../src/i18n/languages';

/**
 * A number as a person would type it in `locale`: the locale's decimal separator, no grouping, every
 * significant digit, so that the text parses back (parseNumber) to the same number.
 */
export function formatEditable(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/**
 * The number locale of a `lang` tag: the tag itself when it is valid BCP 47 (a German shop's `de` gives
 * `12,5`), the project's locale for its own codes (`cn` is `zh-CN`), else English.
 */
export function numberLocaleOf(tag: string): string {
  const trimmed = tag.trim();
  if (trimmed === '') return 'en';
  // The project's own codes, which are not BCP 47 (`ua` would pass as a tag and format as English).
  if (/^(cn|ua)([-_]|$)/i.test(trimmed)) return localeOf(normaliseLanguage(trimmed));
  try {
    return Intl.getCanonicalLocales(trimmed.replace(/_/g, '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}
