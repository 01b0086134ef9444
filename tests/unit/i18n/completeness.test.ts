// Every language has every string English has, and nothing English lacks, with the same variables: for each
// namespace of the interface (src/i18n/locales) and for the server's own messages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Resource } from 'i18next';
import { serverStateResources } from '../../../host-site/server/http/server-state.resources';
import { accountResources } from '../../../host-site/server/services/accounts/account.resources';
import { savedWorkResources } from '../../../host-site/server/services/preferences/saved-work.resources';
import { reportResources } from '../../../host-site/server/services/reports/report.resources';
import { languages } from '../../../src/i18n/languages';
import { translationProblems, variablesOf, type Strings } from './locale-check';

const localesDir = path.resolve(import.meta.dirname, '../../../src/i18n/locales');
const namespaces = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const read = (language: string, namespace: string) => JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));

describe('locale files', () => {
  it('exist for exactly the fourteen languages', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    describe(language, () => {
      it('has a file for every namespace of English and no other', () => {
        const files = readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
        expect(files.sort()).toEqual([...namespaces].sort());
      });
      for (const namespace of namespaces) {
        it(`${namespace}: same keys and variables as English`, () => {
          expect(translationProblems(read('en', namespace), read(language, namespace), language)).toEqual([]);
        });
      }
    });
  }
});

// The server's own bundles (host-site/server/**/*.resources.ts): the messages of its calls and the report's words.
const serverBundles: Record<string, Resource> = {
  account: accountResources,
  savedWork: savedWorkResources,
  serverState: serverStateResources,
  report: reportResources,
};

describe("the server's bundles", () => {
  for (const [namespace, bundle] of Object.entries(serverBundles)) {
    describe(namespace, () => {
      it('hold exactly the fourteen languages', () => {
        expect(Object.keys(bundle).sort()).toEqual([...languages].sort());
      });
      for (const language of languages.filter((l) => l !== 'en')) {
        it(`${language}: same keys and variables as English`, () => {
          expect(translationProblems(bundle.en![namespace] as Strings, (bundle[language]?.[namespace] ?? {}) as Strings, language)).toEqual([]);
        });
      }
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
