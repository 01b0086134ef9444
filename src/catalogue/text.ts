// A catalogue text in a language, apart from the schemas (./schema/common.ts) so that code that only reads texts (the
// selection's rows, in the browser too) does not carry zod.
import type { Language } from '../i18n/languages';
import type { Text } from './schema/common';

/** A text in a language: its own, else English's (a label need not carry all fourteen). */
export function textIn(text: Text, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}
