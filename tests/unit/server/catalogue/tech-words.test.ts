// Issue 14: the size tables' column names and coded values in all fourteen languages.
import { describe, expect, it } from 'vitest';
import { connectionTypeLabels, techCodeLabels } from '../../../../host-site/server/services/catalogue/tech-codes';
import { techFieldInfo } from '../../../../host-site/server/services/catalogue/tech-fields';
import { techWord, translatedTechWords } from '../../../../host-site/server/services/catalogue/tech-words';
import { loadableLanguages } from '../../../../src/i18n/languages';

const labels = [...Object.values(techFieldInfo).map((info) => info.label), ...Object.values(techCodeLabels), ...Object.values(connectionTypeLabels)];
const english = new Set(labels.map((label) => label.en));

describe('technical words', () => {
  it.each(loadableLanguages)('%s: every column name, code and connection type English has', (language) => {
    const words = translatedTechWords(language);
    expect([...english].filter((en) => !words.has(en))).toEqual([]);
    expect([...words].filter((en) => !english.has(en)), 'no word of a field that is gone').toEqual([]);
    for (const label of labels) expect(techWord(label, language).trim(), `${language}: ${label.en}`).not.toBe('');
  });

  it('keeps the bundled languages to the label itself', () => {
    expect(techWord(techFieldInfo.psBar!.label, 'cn')).toBe('最高工作压力 PS');
    expect(techWord(techFieldInfo.psBar!.label, 'en')).toBe('Max. working pressure PS');
  });

  it("speaks the Pressure Equipment Directive's own terms for PS in German and French", () => {
    expect(techWord(techFieldInfo.psBar!.label, 'de')).toBe('Max. zulässiger Druck PS');
    expect(techWord(techFieldInfo.psBar!.label, 'fr')).toBe('Pression maximale admissible PS');
  });

  it('gives a word a maker added to its catalogue without a translation in English', () => {
    expect(techWord({ cn: '新字段', en: 'New field' }, 'ja')).toBe('New field');
    expect(techWord({ cn: '新字段', en: 'New field', ja: '新項目' }, 'ja')).toBe('新項目');
  });
});
