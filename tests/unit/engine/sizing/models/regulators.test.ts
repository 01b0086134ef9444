import { describe, expect, it } from 'vitest';
import { state, saturation } from '../../../../../src/engine/refrigerants';
import type { EprvRating, XtfRating } from '../../../../../src/engine/sizing';
import { setPointOf } from '../../../../../src/engine/sizing/models/regulator';
import { BAR, base, capacityOf, codes, grade, inside, K } from '../helpers';

// Setting 0 bar gauge lies below the suction pressure (R134a at −10 °C: 2.006 bar absolute): an evaporating regulator
// stands wide open at the design point and is sized at DpAlow.
const suction = { position: 'C', allowedDrop: 0.2 * BAR, setPoint: 0 } as const;
const kvp: XtfRating = { ...base, Kv: 1.7, KvMax: 2.5, offset: 0.6 * BAR, settingMin: 1.01325e5, settingMax: 6.6e5, regulation: 'evaporating' };

describe('Xtf model, wide open at the design point', () => {
  const C = capacityOf('Xtf', kvp, suction);
  it.each([
    [inside(C, true), 'Optimal', 'load_in_band'],
    [inside(C, false), 'Available', 'beyond_offset'],
    [inside(0.5 * C, false), 'Optimal', 'load_in_band'],
    [inside(0.5 * C, true), 'Available', 'oversized'],
    [inside((2.5 / 1.7) * C, false) * 1.01, 'Prohibited', 'drop_above_allowed'],
  ])('grades at the offset, the load band and the fully open Kv (duty %f W)', (Capicity, g, code) => {
    const r = grade('Xtf', kvp, { ...suction, capacity: Capicity });
    expect(r.grade).toBe(g);
    expect(codes(r)).toContain(code);
  });
});

// The set point drives the regulator (Danfoss KVP: it holds the evaporator, its inlet, at the set point; the outlet
// is the suction pressure). Reference figures computed here, apart from the engine's sizing code:
// - R134a saturation pressure at −10 °C: 200.60 kPa (NIST Chemistry WebBook, R134a saturation table);
// - gas flow through a valve, IEC 60534-2-1:2011 eq. (8)/(9): W[kg/h] = N6 · Kv · Y · sqrt(x · p1[bar] · ρ1),
//   N6 = 31.6, Y = 1 − x / (3 · Fγ · xT), with xT 0.72 (globe valve, Annex A) and Fγ = κ / 1.4;
// - duty Q = m · (h_vapour(Te + 5 K, pe) − h_liquid(Tbubble(pk) − 2 K, pk)) (ARCHITECTURE §6).
describe('Xtf model: the set point (Setting)', () => {
  const te = K - 10;
  const pe = 2.006e5;
  const setting = 2 * BAR; // gauge
  const p1 = setting + 101_325;

  it('regulates at the drop between set point and suction pressure, with the inlet gas at the set point', () => {
    const r = grade('Xtf', kvp, { position: 'C', setPoint: setting, capacity: 5_000 });
    expect(r.values.pressureDrop! / (p1 - pe)).toBeCloseTo(1, 2);

    const T1 = saturation('R134a', { p: p1 }).T_dew + 5;
    const inlet = state('R134a', { T: T1, p: p1 });
    const up = state('R134a', { p: p1 * 1.001, s: inlet.s });
    const kappa = Math.log(1.001) / Math.log(up.rho / inlet.rho);
    const x = (p1 - pe) / p1;
    const xc = (kappa / 1.4) * 0.72;
    const Y = 1 - Math.min(x, xc) / (3 * xc);
    const m = (31.6 * 1.7 * Y * Math.sqrt(Math.min(x, xc) * (p1 / BAR) * inlet.rho)) / 3600;
    const pk = saturation('R134a', { T: K + 40 }).p_dew;
    const dh = state('R134a', { T: te + 5, p: pe }).h - state('R134a', { T: saturation('R134a', { p: pk }).T_bubble - 2, p: pk }).h;
    expect(r.values.capacity! / (m * dh)).toBeCloseTo(1, 2);
    expect(r.values.loadRatio).toBeCloseTo(5_000 / r.values.capacity!, 9);
  });

  it('a higher set point means a larger drop and so a larger capacity; below the suction pressure it stands open', () => {
    const at = (Setting: number) => capacityOf('Xtf', kvp, { position: 'C', setPoint: Setting });
    expect(at(3 * BAR)).toBeGreaterThan(at(2 * BAR));
    expect(at(0)).toBeCloseTo(capacityOf('Xtf', kvp, { position: 'C', setPoint: 0.5 * BAR }), 9);
  });

  it('prohibits a set point outside the setting range, and a duty the fully open regulator cannot pass there', () => {
    expect(codes(grade('Xtf', kvp, { position: 'C', setPoint: 6 * BAR }))).toContain('setting_out_of_range');
    expect(codes(grade('Xtf', kvp, { position: 'C', setPoint: 5.5 * BAR }))).not.toContain('setting_out_of_range');
    expect(codes(grade('Xtf', { ...kvp, settingMax: 1.5e5 }, { position: 'C', setPoint: setting }))).toContain('setting_out_of_range');
    const full = capacityOf('Xtf', { ...kvp, Kv: kvp.KvMax }, { position: 'C', setPoint: 1.2 * BAR });
    const r = grade('Xtf', kvp, { position: 'C', setPoint: 1.2 * BAR, capacity: full * 1.01 });
    expect(r.grade).toBe('Prohibited');
    expect(codes(r)).toContain('capacity_exceeded');
    expect(codes(grade('Xtf', kvp, { position: 'C', setPoint: 1.2 * BAR, capacity: full * 0.99 }))).toContain('beyond_offset');
  });

  it('a crankcase regulator holds its outlet: it throttles when the set point lies below the suction pressure', () => {
    const kvl: XtfRating = { ...kvp, regulation: 'crankcase' };
    const r = grade('Xtf', kvl, { position: 'C', setPoint: 0.5 * BAR });
    expect(r.values.pressureDrop! / (pe - (0.5 * BAR + 101_325))).toBeCloseTo(1, 2);
    expect(grade('Xtf', kvl, { ...suction, setPoint: 2 * BAR, capacity: 2_000 }).values.pressureDrop).toBeLessThan(0.2 * BAR);
  });
});

describe('Eprv model', () => {
  const kvs: EprvRating = { ...base, Kv: 2, mopd: 40 * BAR, regulation: 'evaporating' };
  const C = capacityOf('Eprv', kvs, suction);
  it.each([
    [inside(0.3 * C, false), 'Optimal'],
    [inside(0.3 * C, true), 'Available'],
    [inside(C, false), 'Prohibited'],
  ])('grades the opening at the allowed drop when wide open (duty %f W)', (Capicity, g) => {
    expect(grade('Eprv', kvs, { ...suction, capacity: Capicity }).grade).toBe(g);
  });
  it('opens less where the set point gives it a larger drop to work at', () => {
    const open = grade('Eprv', kvs, { ...suction, capacity: 3_000 });
    const regulating = grade('Eprv', kvs, { position: 'C', setPoint: 2 * BAR, capacity: 3_000 });
    expect(regulating.values.pressureDrop! / (2 * BAR + 101_325 - 2.006e5)).toBeCloseTo(1, 2);
    expect(regulating.values.opening!).toBeLessThan(open.values.opening!);
  });
});

// Issue 26: a condensing (head-pressure) regulator holds the condensing set point, entered as a pressure (Lnyl, gauge)
// or as a saturation temperature (Lnwd); the other regulations keep Setting. Reference saturation pressures: CoolProp
// 8.0.1dev, as in tests/reference/R134a.test.ts (T_dew 312.537631341 K at 1 MPa) and R404A.test.ts (303.15 K:
// p_dew 1414.49048517 kPa, p_bubble 1428.35573675 kPa; a condensing temperature is a dew point).
describe('Xtf model: the condensing set point (LnwdType, Lnwd, Lnyl)', () => {
  const kvr: XtfRating = { ...kvp, settingMin: 6e5, settingMax: 18.5e5, regulation: 'condensing' };
  const liquid = { position: 'A', evaporatingTemperature: K - 10, condensingTemperature: K + 25, setPoint: 0, capacity: 3_000 } as const;

  it.each([
    ['R134a', 312.537631341, 1e6],
    ['R404A', 303.15, 1414490.48517],
  ])('%s: a set point of %f K is its saturation (dew) pressure, %f Pa', (refrigerant, Lnwd, p) => {
    expect(setPointOf(refrigerant, { ...liquid, condensingSetPointEntry: 'temp', condensingSetPointTemperature: Lnwd, condensingSetPointPressure: 0 }, 'condensing') / p).toBeCloseTo(1, 4);
    expect(setPointOf(refrigerant, { ...liquid, condensingSetPointEntry: 'bar', condensingSetPointTemperature: Lnwd, condensingSetPointPressure: 5 * BAR }, 'condensing')).toBe(5 * BAR + 101_325);
    // Setting stays the set point of the other regulations.
    expect(setPointOf(refrigerant, { ...liquid, condensingSetPointEntry: 'temp', condensingSetPointTemperature: Lnwd, condensingSetPointPressure: 0 }, 'evaporating')).toBe(101_325);
  });

  it('grades and sizes alike whether the set point is entered as a temperature or as the same pressure', () => {
    const asTemperature = grade('Xtf', kvr, { ...liquid, condensingSetPointEntry: 'temp', condensingSetPointTemperature: 312.537631341 });
    const asPressure = grade('Xtf', kvr, { ...liquid, condensingSetPointEntry: 'bar', condensingSetPointPressure: 1e6 - 101_325 });
    expect(asTemperature.grade).toBe(asPressure.grade);
    expect(asTemperature.values.pressureDrop! / asPressure.values.pressureDrop!).toBeCloseTo(1, 4);
    expect(asTemperature.values.capacity! / asPressure.values.capacity!).toBeCloseTo(1, 4);
    // The regulator holds its inlet at 10 bar against the condensing pressure at 25 °C.
    expect(asTemperature.values.pressureDrop!).toBeCloseTo(1e6 - saturation('R134a', { T: K + 25 }).p_dew, -1);
  });

  it('prohibits a condensing set point outside the setting range by its own code', () => {
    const above = grade('Xtf', kvr, { ...liquid, condensingSetPointEntry: 'temp', condensingSetPointTemperature: K + 70 });
    expect(codes(above)).toContain('condensing_setting_out_of_range');
    expect(codes(above)).not.toContain('setting_out_of_range');
    expect(codes(grade('Xtf', kvr, { ...liquid, condensingSetPointEntry: 'bar', condensingSetPointPressure: 4.5 * BAR }))).toContain('condensing_setting_out_of_range');
    expect(codes(grade('Xtf', kvr, { ...liquid, condensingSetPointEntry: 'bar', condensingSetPointPressure: 9 * BAR }))).not.toContain('condensing_setting_out_of_range');
  });
});
