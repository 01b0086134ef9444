/** Languages bundled with every build; the others are loaded on demand by a later feature. */
export const bundledLanguages = ['cn', 'en'] as const;

export type BundledLanguage = (typeof bundledLanguages)[number];

export const fallbackLanguage: BundledLanguage = 'en';

/**
 * The project's language code for a header value, attribute or BCP 47 tag. The specification says `cn` for
 * Chinese; browsers say `zh`, `zh-CN`, `zh-Hans`. Anything else not bundled falls back to English.
 */
export function normaliseLanguage(tag: string | null | undefined): BundledLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'cn' || primary === 'zh') return 'cn';
  return fallbackLanguage;
}

/** The BCP 47 locale for number formatting in a project language. */
export function localeOf(language: string): string {
  return language === 'cn' ? 'zh-CN' : language;
}
