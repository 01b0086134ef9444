// Reading the catalogue's texts, apart from their schemas (schema/common.ts), so that code running in a browser (the
// selection on a family's slice, issue 29) reads them without carrying zod.
import type { Language } from '../i18n/languages';

/** A catalogue text as its schema (schema/common.ts, Text) has it: one for every language, or one per language with English. */
type CatalogueText = string | (Partial<Record<Language, string>> & { en: string });

/** A text in a language: its own, else English's (a label need not carry all fourteen). */
export function textIn(text: CatalogueText, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}
