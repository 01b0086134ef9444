import { describe, expect, it } from 'vitest';
import { calculateSizes, EngineError, fieldDefault, sizingConditions, sizingCurves, sizingFields, type SizingFamily } from '../../../../src/engine';
import { operatingConditions } from '../../../../src/engine/sizing/conditions';
import { BAR, base, K } from './helpers';

const FAMILIES: SizingFamily[] = ['Sov', 'TxvOld', 'Eev', 'Mv4', 'Filter', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg'];
const defaultOf = (f: SizingFamily, name: string) => sizingFields(f).find((x) => x.name === name)?.default;

describe('field definitions (spec §3 defaults)', () => {
  it('sets Pos D for Sov, C for Mv4, A for the liquid-line families', () => {
    expect(defaultOf('Sov', 'position')).toBe('D');
    expect(defaultOf('Mv4', 'position')).toBe('C');
    for (const f of ['Eev', 'Sg', 'Bv', 'Cvs', 'Ssv', 'Filter', 'Xtf', 'TxvOld'] as const) expect(defaultOf(f, 'position')).toBe('A');
  });
  it('sets FrequencyType 1 for Sg, Cvs, Ssv, Filter, Xtf, TxvOld and −1 otherwise; Dp1 0.2 bar for Eev; Dp1 and Dp2 0 for TxvOld', () => {
    for (const f of FAMILIES) expect(defaultOf(f, 'compressorSpeed')).toBe(['Sg', 'Cvs', 'Ssv', 'Filter', 'Xtf', 'TxvOld'].includes(f) ? 1 : -1);
    // Spec §3: "Eev Dp1 is 0.2 bar", Dp2 0, at every position (issue 36: the contract's defaults stand).
    const eev = (name: string) => sizingFields('Eev').find((x) => x.name === name)!;
    for (const Pos of ['A', 'C', 'D'] as const) expect([fieldDefault(eev('upstreamDrop'), Pos), fieldDefault(eev('downstreamDrop'), Pos)]).toEqual([0.2 * BAR, 0]);
    expect(defaultOf('TxvOld', 'upstreamDrop')).toBe(0);
    // Spec §3: "Dp1, Dp2: pressure drops, default 0" (issue 36: a distributor's drop is entered, not assumed).
    expect(defaultOf('TxvOld', 'downstreamDrop')).toBe(0);
  });
  it('checks Texhaustgas by default at 0 ℃, and uses option i18n keys, never sentences', () => {
    expect(defaultOf('Sov', 'dischargeTemperatureGiven')).toBe(true);
    expect(defaultOf('Sov', 'dischargeTemperature')).toBe(K);
    expect(defaultOf('TxvOld', 'equalisation')).toBe(-1);
    for (const f of FAMILIES) for (const field of sizingFields(f)) {
      expect(field.labelKey).toMatch(/^sizing:field\.\w+$/);
      for (const o of field.options ?? []) expect(o.labelKey).toMatch(/^sizing:option\.\w+\.-?\w+$/);
    }
  });
});

describe('conditions', () => {
  it('rejects a value that is not a number, an unknown option and a non-positive duty', () => {
    for (const bad of [{ evaporatingTemperature: Number.NaN }, { position: 'B' }, { capacity: 0 }, { dischargeTemperatureGiven: 1 }]) {
      expect(() => sizingConditions('Sov', bad)).toThrow(EngineError);
    }
  });
  it('uses Texhaustgas only when flagged and above Tk (its default 0 ℃ means: estimate it)', () => {
    const c = sizingConditions('Sov', {});
    expect(operatingConditions('R134a', c).dischargeTemperature).toBeUndefined();
    expect(operatingConditions('R134a', { ...c, dischargeTemperature: K + 90 }).dischargeTemperature).toBe(K + 90);
    expect(operatingConditions('R134a', { ...c, dischargeTemperature: K + 90, dischargeTemperatureGiven: false }).dischargeTemperature).toBeUndefined();
  });
});

describe('calculateSizes and sizingCurves', () => {
  const sizes = [1, 2, 4].map((Kv) => ({ key: Kv, rating: { ...base, Kv, fullPort: true } }));
  it('grades every size in input order', () => {
    const r = calculateSizes('Bv', { refrigerant: 'R134a', conditions: {}, sizes });
    expect(r.map((s) => s.key)).toEqual([1, 2, 4]);
    expect(r[0]!.values.pressureDrop).toBeGreaterThan(r[2]!.values.pressureDrop!);
  });
  it('draws x-ascending curves for the size and its neighbours', () => {
    const curves = sizingCurves('Bv', { refrigerant: 'R134a', conditions: {}, sizes });
    expect(curves.map((c) => c.kind)).toEqual(['capacity-te', 'drop-capacity']);
    for (const c of curves) {
      expect(c.series.map((s) => s.key)).toEqual([1, 2, 4]);
      for (let i = 1; i < c.x.length; i++) expect(c.x[i]).toBeGreaterThan(c.x[i - 1]!);
      for (const s of c.series) expect(s.y.length).toBe(c.x.length);
    }
    const te = curves[0]!;
    // Capacity at the allowed drop grows with Kv and with Te (denser suction vapour is irrelevant at A, but the
    // refrigerating effect grows as Te rises).
    expect(te.series[2]!.y[5]).toBeGreaterThan(te.series[0]!.y[5]!);
  });
  it('draws capacity against opening for modulating valves', () => {
    const eev = [{ key: 'e', rating: { ...base, Kv: 0.2, minOpening: 0.1, mopd: 30 * BAR } }];
    const c = sizingCurves('Eev', { refrigerant: 'R134a', conditions: {}, sizes: eev }).find((x) => x.kind === 'capacity-opening')!;
    expect(c.x[0]).toBeCloseTo(0.1, 12);
    expect(c.x[c.x.length - 1]).toBe(1);
    expect(c.series[0]!.y[c.x.length - 1]! / c.series[0]!.y[0]!).toBeCloseTo(10, 9);
  });
});
