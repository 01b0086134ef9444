/** The fourteen languages of the specification, in the order choosers list them. */
export const languages = ['cn', 'en', 'it', 'fr', 'de', 'ko', 'ja', 'th', 'pl', 'tr', 'es', 'ru', 'ua', 'pt'] as const;

export type Language = (typeof languages)[number];

/** Languages bundled with every build; the others are loaded on demand (load-language.ts). */
export const bundledLanguages = ['cn', 'en'] as const;

export type BundledLanguage = (typeof bundledLanguages)[number];

/** A language whose strings come in chunks of their own, one per namespace, when first shown. */
export type LoadableLanguage = Exclude<Language, BundledLanguage>;

export const loadableLanguages = languages.filter((language): language is LoadableLanguage => language !== 'cn' && language !== 'en');

export const fallbackLanguage: BundledLanguage = 'en';

/**
 * The language of a visitor who has chosen none and whose browser names none of the fourteen (SPEC §9 defaults:
 * language cn, fallback en): the site is Chinese first, English beside it where a choice must be made.
 */
export const defaultLanguage: BundledLanguage = 'cn';

interface LanguageFacts {
  /** BCP 47 locale for numbers, dates and plural rules: the project's codes `cn` and `ua` are not BCP 47. */
  locale: string;
  /** The language's name in itself, as a chooser shows it to someone who may not read the current one. */
  nativeName: string;
}

const facts: Readonly<Record<Language, LanguageFacts>> = {
  cn: { locale: 'zh-CN', nativeName: '中文' },
  en: { locale: 'en', nativeName: 'English' },
  it: { locale: 'it-IT', nativeName: 'Italiano' },
  fr: { locale: 'fr-FR', nativeName: 'Français' },
  de: { locale: 'de-DE', nativeName: 'Deutsch' },
  ko: { locale: 'ko-KR', nativeName: '한국어' },
  ja: { locale: 'ja-JP', nativeName: '日本語' },
  th: { locale: 'th-TH', nativeName: 'ไทย' },
  pl: { locale: 'pl-PL', nativeName: 'Polski' },
  tr: { locale: 'tr-TR', nativeName: 'Türkçe' },
  es: { locale: 'es-ES', nativeName: 'Español' },
  ru: { locale: 'ru-RU', nativeName: 'Русский' },
  ua: { locale: 'uk-UA', nativeName: 'Українська' },
  // Brazil is the larger Portuguese-speaking refrigeration market; the texts avoid words the two differ on.
  pt: { locale: 'pt-BR', nativeName: 'Português' },
};

// Primary subtags that are not the project's code: browsers say zh and uk where the specification says cn and ua.
const aliases: Readonly<Record<string, Language>> = { zh: 'cn', uk: 'ua' };

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (languages as readonly string[]).includes(code);
}

export function isBundled(language: Language): language is BundledLanguage {
  return (bundledLanguages as readonly string[]).includes(language);
}

/**
 * The project's language code for a header value, attribute or BCP 47 tag: `de-AT` is `de`, `zh-Hans` is `cn`,
 * `uk-UA` is `ua`, `pt-BR` is `pt`. Anything not one of the fourteen falls back to English.
 */
export function normaliseLanguage(tag: string | null | undefined): Language {
  return languageOfTag(tag) ?? fallbackLanguage;
}

/** The project's language a tag names, if it names one of the fourteen. */
function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = aliases[primary] ?? primary;
  return isLanguage(code) ? code : undefined;
}

/**
 * The language a visitor gets before choosing one: the first of the browser's languages (navigator.languages, the
 * order of its Accept-Language) that is one of the fourteen, else Chinese (defaultLanguage).
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/** The BCP 47 locale of a project language, for Intl formats; a tag that is none of them is given back. */
export function localeOf(language: string): string {
  return isLanguage(language) ? facts[language].locale : language;
}

/** The language's own name (`Deutsch`, `日本語`). */
export function nativeNameOf(language: Language): string {
  return facts[language].nativeName;
}

/**
 * The number locale of a `lang` tag: the tag itself when it is valid BCP 47 (a German shop's `de` gives `12,5`, a
 * Persian shop's `fa` Persian digits), the project's locale for its own codes (`cn` is `zh-CN`), else English.
 * Numbers follow the page even where the words fall back to English: a shop's readers know its number format.
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
