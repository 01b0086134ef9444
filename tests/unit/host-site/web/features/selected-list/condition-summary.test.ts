import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../../../../../../src/i18n/instance';
import { loadMissingNamespaces } from '../../../../../../src/i18n/load-language';
import { conditionSummary } from '../../../../../../host-site/web/features/selected-list/condition-summary';
import { conditionWordsResources } from '../../../../../../host-site/web/features/selected-list/condition-words.resources';

// Issue 26: the Selected List's Conditions column showed the wire's codes ("Capicity 10 kW, DTSH1 5 K,
// TexhaustgasFlag true, FrequencyType -1").
const saved = {
  Capicity: { value: 2.84345, unit: 'TR' },
  DTSH1: { value: 5, unit: 'K' },
  TexhaustgasFlag: true,
  GasCooler: false,
  FrequencyType: -1,
  Pos: 'A',
  Dp1: { value: null, unit: 'bar' },
};

describe("the Selected List's conditions", () => {
  it("read in the page's language with the form's words, rounded, a ticked box by its title, never a code", () => {
    const t = createI18nInstance('en', conditionWordsResources).t;
    expect(conditionSummary(saved, t, 'en')).toBe(
      'Cooling capacity 2.84 TR, Superheat 5 K, Use the given discharge gas temperature, Compressor: Any, Line position: Liquid line',
    );
  });

  it('speak German with a decimal comma', async () => {
    const instance = createI18nInstance('de', conditionWordsResources);
    await loadMissingNamespaces(instance);
    const line = conditionSummary(saved, instance.t, 'de-DE');
    expect(line).toContain('2,84 TR');
    expect(line).not.toMatch(/Capicity|DTSH1|FrequencyType|TexhaustgasFlag/);
  });
});
