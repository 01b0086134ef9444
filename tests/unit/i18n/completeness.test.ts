// Every language has every string English has, and nothing English lacks, with the same variables: for each
// namespace of src/i18n/locales, the interface's and the server's own messages alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../src/contracts/schemas/account';
import { unitSetMessages } from '../../../src/contracts/schemas/preferences';
import { isBundled, languages } from '../../../src/i18n/languages';
import { translationProblems, variablesOf } from './locale-check';

const localesDir = path.resolve(import.meta.dirname, '../../../src/i18n/locales');
const namespaces = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
// Tables keyed by the English text they translate (the catalogue's technical words, the demo catalogue's texts): cn
// and en are the catalogue's own labels, so these exist in the twelve other languages only.
const englishKeyed = ['demo-catalogue', 'tech-words'];
const read = (language: string, namespace: string) => JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));

describe('locale files', () => {
  it('exist for exactly the fourteen languages', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    describe(language, () => {
      it('has a file for every namespace of English and no other', () => {
        const files = readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
        expect(files.sort()).toEqual([...namespaces, ...(isBundled(language) ? [] : englishKeyed)].sort());
      });
      for (const namespace of namespaces) {
        it(`${namespace}: same keys and variables as English`, () => {
          expect(translationProblems(read('en', namespace), read(language, namespace), language)).toEqual([]);
        });
      }
    });
  }
});

describe("the server's messages", () => {
  it('say the contract\'s checks in its English words (SPEC §5), under the contract\'s keys', () => {
    expect(read('en', 'account-messages').validation).toEqual(accountMessages);
    expect(read('en', 'saved-work').unitSet).toEqual(unitSetMessages);
  });
});

describe('the tables keyed by English', () => {
  for (const table of englishKeyed) {
    it(`${table}: every language translates the same English texts`, () => {
      const keysOf = (language: string) => Object.keys(read(language, table)).sort();
      const english = keysOf('it');
      for (const language of languages.filter((l) => !isBundled(l))) expect(keysOf(language), language).toEqual(english);
    });
  }
});

describe('the check itself', () => {
  const english = { title: 'Selector', count_one: '{{count}} product', count_other: '{{count}} products', group: { hint: 'at {{value}} {{unit}}' } };

  it('finds a missing key, a key English lacks and a changed variable', () => {
    const german = { titel: 'Auswahl', count_one: '{{count}} Produkt', count_other: '{{count}} Produkte', group: { hint: 'bei {{wert}} {{unit}}' } };
    expect(translationProblems(english, german, 'de')).toEqual([
      'missing title',
      'variables of group.hint: [unit, wert] where English has [unit, value]',
      'not in English: titel',
    ]);
  });

  it("asks for the language's own plural forms: Ukrainian's few and many, Japanese's other alone", () => {
    const ukrainian = { title: 'Підбір', count_one: '{{count}} виріб', count_few: '{{count}} вироби', count_other: '{{count}} виробу', group: { hint: 'за {{value}} {{unit}}' } };
    expect(translationProblems(english, ukrainian, 'ua')).toEqual(['missing count_many']);
    const japanese = { title: '選定', count_other: '{{count}} 製品', group: { hint: '{{value}} {{unit}} で' } };
    expect(translationProblems(english, japanese, 'ja')).toEqual([]);
  });

  it('reads variables with a format', () => {
    expect(variablesOf('{{ value, number }} at {{unit}}')).toEqual(['unit', 'value']);
  });
});
