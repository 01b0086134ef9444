// https://github.com/valve-selector/issues/23: an R744 sizing answered "did not converge ({{what}})" with the
// placeholder unfilled and an enthalpy labelled as a temperature. Every EngineError the engine's source can throw —
// each code with the fields its throw site sets, each quantity its checks name — goes through the message builder
// in all fourteen languages, and no message keeps a {{placeholder}}, a raw key or an untranslated quantity id.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineErrorDetail } from '../../../src/engine/errors';
import { createI18n, languages, type Language } from '../../../src/i18n';
import { loadResources } from '../../../src/i18n/load-language';
import { sharedNamespaces } from '../../../src/i18n/shared-namespaces';
import { engineErrorText, metricNumber, quantityKey } from '../../../src/selection/engine-message';
import type { Translate } from '../../../src/i18n/translate';

const engineDir = path.resolve(import.meta.dirname, '../../../src/engine');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

const SAMPLE: Readonly<Record<string, number | string>> = {
  value: 395352.56,
  min: 200,
  max: 350000,
  name: 'R999',
  field: 'Tgc',
  what: 'R454B density',
  Te: 263.15,
  Tk: 253.15,
  massFlow: 0.12,
  maxMassFlow: 0.08,
  unit: 'furlong',
  from: 'K',
  to: 'bar',
};

/** A detail as read from the source's text: its code and the keys the throw site sets, with sample values. */
type SiteDetail = { code: string; quantity?: string } & Record<string, number | string>;

/** Every throw site's detail: `new EngineError({ code: '…', … })` with its keys, and the range checks' quantities. */
function throwSites(): { where: string; detail: SiteDetail }[] {
  const sites: { where: string; detail: SiteDetail }[] = [];
  for (const file of sources(engineDir)) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(engineDir, file);
    for (const match of text.matchAll(/new EngineError\(\{([\s\S]*?)\}\)/g)) {
      const body = match[1]!;
      const code = /code: '([a-z_]+)'/.exec(body)?.[1];
      if (!code) continue; // a detail passed through (the `bad` of a check) is a site of its own elsewhere
      const detail: SiteDetail = { code };
      for (const [, key = ''] of body.matchAll(/(?:^|[,{]\s*)(\w+)(?=[:,}]|\s*$)/g)) if (key !== 'code' && key in SAMPLE) detail[key] = SAMPLE[key]!;
      const quantity = /quantity: (?:'([\w.]+)'|(\w+) === 'h' \? 'enthalpy')/.exec(body);
      if (quantity) detail.quantity = quantity[1] ?? 'enthalpy';
      else if (/\bquantity\b/.test(body)) detail.quantity = 'temperature';
      sites.push({ where, detail });
    }
    // checkRange('pressure', …), check('opening', …), checkPositive('Kv', …): out_of_range and invalid_input
    for (const match of text.matchAll(/\bcheck(?:Range|Positive)?\('([\w.]+)'/g)) {
      sites.push({ where, detail: { code: 'out_of_range', quantity: match[1]!, value: 1.5, min: 0, max: 1 } });
      sites.push({ where, detail: { code: 'invalid_input', quantity: match[1]!, value: 'NaN' } });
    }
  }
  return sites;
}

const i18n = new Map<Language, ReturnType<typeof createI18n>>();
async function translator(language: Language): Promise<Translate> {
  let instance = i18n.get(language);
  if (!instance) i18n.set(language, (instance = createI18n(language, await loadResources(sharedNamespaces, [language]))));
  return (key, params) => instance.t(key, params ?? {});
}

describe('engine error messages', () => {
  const sites = throwSites();

  it('finds the throw sites of every engine code', () => {
    const codes = new Set(sites.map((s) => s.detail.code));
    for (const code of ['out_of_range', 'invalid_input', 'no_convergence', 'unknown_refrigerant', 'invalid_condition', 'flow_choked', 'condensing_below_evaporating', 'discharge_below_dew_point']) {
      expect(codes).toContain(code);
    }
    expect(sites.length).toBeGreaterThan(60);
  });

  it.each(languages)('%s: every placeholder filled, every code and quantity in words', async (language) => {
    const t = await translator(language);
    for (const { where, detail } of sites) {
      // Read from text, so typed as the union only here: the typecheck proves the throw sites themselves.
      const text = engineErrorText(t, detail as EngineErrorDetail, metricNumber);
      const row = `${where} ${JSON.stringify(detail)} → ${text}`;
      expect(text, row).not.toContain('{{');
      expect(text, row).not.toMatch(/\berrors:/);
      expect(text, row).not.toBe(detail.code);
      if (typeof detail.quantity === 'string') expect(i18n.get(language)!.exists(quantityKey(detail.quantity)), `${row}: ${quantityKey(detail.quantity)}`).toBe(true);
    }
  });

  it('names an enthalpy as an enthalpy, with its unit, where R744 sizing failed to converge', async () => {
    const t = await translator('en');
    expect(engineErrorText(t, { code: 'no_convergence', quantity: 'enthalpy', value: 395352.56 }, metricNumber)).toBe('the calculation did not converge (enthalpy 395.353 kJ/kg)');
    const de = await translator('de');
    expect(engineErrorText(de, { code: 'out_of_range', quantity: 'receiver_pressure', value: 20e5, min: 26.49e5, max: 73.773e5 }, metricNumber)).toBe(
      'Sammlerdruck 20 bar liegt außerhalb des Bereichs (26.49 bar bis 73.773 bar)',
    );
    expect(engineErrorText(t, { code: 'out_of_range', quantity: 'enthalpy', value: 4e5, min: -Infinity, max: 3.49e5 }, metricNumber)).toBe(
      'enthalpy 400 kJ/kg is out of range (−∞ to 349 kJ/kg)',
    );
  });
});
