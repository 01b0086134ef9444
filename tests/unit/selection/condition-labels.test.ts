// Every condition of the catalogue has its label, and every option of a choice its title, in the selection texts:
// a condition added to the catalogue without them would show its key on the form (the other languages follow
// English by tests/unit/i18n/completeness.test.ts).
import { describe, expect, it } from 'vitest';
import { CONDITION_NAMES, CONDITIONS } from '../../../src/engine';
import english from '../../../src/i18n/locales/en/selection.json';

const labels: Record<string, unknown> = english.field;
const optionTitles: Record<string, Record<string, unknown> | undefined> = english.option;

describe('the catalogue\'s labels', () => {
  it.each(CONDITION_NAMES)('%s has its label and its options\' titles', (name) => {
    const { i18nKey, options = [] } = CONDITIONS[name];
    expect(labels[i18nKey], `field.${i18nKey}`).toEqual(expect.stringMatching(/\S/));
    for (const value of options) expect(optionTitles[i18nKey]?.[String(value)], `option.${i18nKey}.${value}`).toEqual(expect.stringMatching(/\S/));
  });
});
