// Issue 25: the strings that lived in TypeScript (the server's messages, the catalogue's technical words, the demo
// catalogue's texts) moved to src/i18n/locales as JSON, loaded as every other namespace is. Their key sets, per
// language, are pinned here as they were in TypeScript before the move (the number of keys and a digest of the
// sorted dotted keys); the texts themselves were compared whole when they moved. A key added or removed on purpose
// updates its line here.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages';

const localesDir = path.resolve(import.meta.dirname, '../../../src/i18n/locales');

/** Per moved file: its key count and digest, and the languages it exists in. */
const before: Record<string, { keys: string; languages: readonly string[] }> = {
  'account-messages': { keys: '54:14617496afd53446', languages },
  'saved-work': { keys: '5:c7ca0a3e8a4fee20', languages },
  report: { keys: '44:b9a7548b13762875', languages },
  'server-state': { keys: '9:8221f69911f08966', languages },
  'tech-words': { keys: '113:52340523fcf2b51b', languages: languages.filter((l) => l !== 'cn' && l !== 'en') },
  'demo-catalogue': { keys: '230:347b2946bda60128', languages: languages.filter((l) => l !== 'cn' && l !== 'en') },
};

/** Every string's dotted key. */
const keysOf = (strings: object, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [prefix + key]));

function keySet(language: string, file: string): string {
  const keys = keysOf(JSON.parse(readFileSync(path.join(localesDir, language, `${file}.json`), 'utf8')) as object).sort();
  return `${keys.length}:${createHash('sha256').update(keys.join('\n')).digest('hex').slice(0, 16)}`;
}

describe('the strings moved from TypeScript to JSON', () => {
  for (const [file, { keys, languages: present }] of Object.entries(before)) {
    it(`${file}: the same keys in each language as before the move`, () => {
      for (const language of languages) expect(existsSync(path.join(localesDir, language, `${file}.json`)), `${language}/${file}.json`).toBe(present.includes(language));
      for (const language of present) expect(keySet(language, file), language).toBe(keys);
    });
  }
});
