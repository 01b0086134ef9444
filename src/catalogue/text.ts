// Reading the catalogue's texts, apart from their schemas (schema/common.ts), so that code running in a browser (the
// selection on a family's slice, issue 29) reads them without carrying zod.
import type { Language } from '../i18n/languages';
import type { Text } from './schema/common';

/** A text in a language: its own, else English's (a label need not carry all fourteen). */
export function textIn(text: Text, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}
