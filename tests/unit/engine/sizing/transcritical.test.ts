// Issue 15: gas-cooler (transcritical) operation of R744. The high side's state comes from the Helmholtz equation
// of state at the gas cooler's pressure and outlet temperature; its limits are refused with the numbers.
import { describe, expect, it } from 'vitest';
import { calculateSizes, EngineError, sizingConditions, state } from '../../../../src/engine';
import { operatingConditions } from '../../../../src/engine/sizing/conditions';
import { flashQuality, operatingPoint, type OperatingConditions } from '../../../../src/engine/sizing/physics/operating-point';

const K = 273.15;
const BAR = 1e5;

const gasCooled = (pressure: number, outletTemperature: number, more: Partial<OperatingConditions> = {}): OperatingConditions => ({
  refrigerant: 'R744',
  Te: K - 10,
  Tk: K + 40,
  superheat: 5,
  subcooling: 2,
  gasCooler: { pressure, outletTemperature },
  ...more,
});

function refusal(run: () => unknown): Record<string, unknown> {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.detail;
    throw error;
  }
  throw new Error('not refused');
}

describe('gas-cooler operation: the high side is the supercritical gas-cooler outlet', () => {
  // NIST Chemistry WebBook (SRD 69), carbon dioxide, isothermal properties (Span & Wagner 1996 equation):
  // 35 ℃: 8 MPa 419.09 kg/m³, 10 MPa 712.81 kg/m³; 40 ℃: 10 MPa 628.61 kg/m³. Tolerance 0.02 % (the refrigerant
  // issue's density limit).
  it.each([
    [80 * BAR, K + 35, 419.09],
    [100 * BAR, K + 35, 712.81],
    [100 * BAR, K + 40, 628.61],
  ])('p %d Pa, T %d K: the valve inlet density is %d kg/m³', (p, T, rho) => {
    const point = operatingPoint(gasCooled(p, T));
    expect(point.pk).toBe(p);
    expect(point.line('A').T).toBe(T);
    expect(Math.abs(point.line('A').rho / rho - 1)).toBeLessThan(2e-4);
  });

  it('flashes into the two-phase region at the evaporating pressure, and the colder outlet flashes less', () => {
    const warm = operatingPoint(gasCooled(90 * BAR, K + 35));
    const cool = operatingPoint(gasCooled(90 * BAR, K + 30));
    expect(flashQuality(warm)).toBeGreaterThan(0);
    expect(flashQuality(warm)).toBeLessThan(1);
    expect(flashQuality(cool)).toBeLessThan(flashQuality(warm));
  });

  it('ignores Tk and the condenser subcooling, and cools the outlet further by the liquid-line subcooling', () => {
    const a = operatingPoint(gasCooled(90 * BAR, K + 35));
    const b = operatingPoint(gasCooled(90 * BAR, K + 35, { Tk: K + 10, subcooling: 0 }));
    expect(b.hIn).toBe(a.hIn);
    const cooled = operatingPoint(gasCooled(90 * BAR, K + 35, { liquidLineSubcooling: 5 }));
    expect(cooled.line('A').T).toBeCloseTo(K + 30, 9);
    expect(cooled.hIn).toBeCloseTo(operatingPoint(gasCooled(90 * BAR, K + 30)).hIn, 6);
  });

  it('estimates the hot gas at the gas-cooler pressure, and throttles it at constant enthalpy', () => {
    const point = operatingPoint(gasCooled(90 * BAR, K + 35));
    const hot = point.line('D');
    expect(hot.p).toBe(90 * BAR);
    expect(hot.T).toBeGreaterThan(K + 35);
    const throttled = point.lineAt('D', 40 * BAR);
    expect(state('R744', { p: 40 * BAR, T: throttled.T }).h).toBeCloseTo(state('R744', { p: hot.p, T: hot.T }).h, 0);
    expect(refusal(() => operatingPoint(gasCooled(90 * BAR, K + 35, { dischargeTemperature: K + 34 })).line('D'))).toMatchObject({
      code: 'discharge_below_dew_point',
      min: K + 35,
    });
  });
});

describe('gas-cooler operation: limits', () => {
  it('refuses a pressure below the critical pressure (73.773 bar) or above 140 bar', () => {
    expect(refusal(() => operatingPoint(gasCooled(70 * BAR, K + 35)))).toMatchObject({ code: 'out_of_range', quantity: 'pressure', value: 70 * BAR, min: 7.3773e6, max: 140 * BAR });
    expect(refusal(() => operatingPoint(gasCooled(150 * BAR, K + 35)))).toMatchObject({ code: 'out_of_range', quantity: 'pressure', max: 140 * BAR });
  });

  it('refuses an outlet temperature not above Te or above 60 ℃', () => {
    expect(refusal(() => operatingPoint(gasCooled(90 * BAR, K - 15)))).toMatchObject({ code: 'out_of_range', quantity: 'temperature', min: K - 10 });
    expect(refusal(() => operatingPoint(gasCooled(90 * BAR, K + 65)))).toMatchObject({ code: 'out_of_range', quantity: 'temperature', max: K + 60 });
  });

  it('refuses gas-cooler operation for a refrigerant that condenses', () => {
    expect(refusal(() => operatingPoint({ ...gasCooled(90 * BAR, K + 35), refrigerant: 'R134a' }))).toMatchObject({ code: 'invalid_condition', field: 'gasCooler' });
  });
});

describe('gas-cooler operation in the sizing conditions', () => {
  it('takes Pgc and Tgc when GasCooler is set, and leaves every other case as it was', () => {
    const on = operatingConditions('R744', sizingConditions('Bv', { gasCooler: true, gasCoolerPressure: 95 * BAR, gasCoolerOutletTemperature: K + 33 }));
    expect(on.gasCooler).toEqual({ pressure: 95 * BAR, outletTemperature: K + 33 });
    const off = operatingConditions('R134a', sizingConditions('Bv', {}));
    expect(off.gasCooler).toBeUndefined();
    expect(off.Tk).toBe(K + 40);
  });

  it('a ball valve after the gas cooler sees a higher drop with a warmer outlet', () => {
    const sizes = [{ key: 'b', rating: { Kv: 5, fullPort: true, maxWorkingPressure: 140 * BAR, refrigerants: ['R744'], approvals: [] } }];
    const drop = (Tgc: number) => calculateSizes('Bv', { refrigerant: 'R744', conditions: { gasCooler: true, gasCoolerOutletTemperature: Tgc, capacity: 20_000 }, sizes })[0]!.values;
    const cool = drop(K + 30);
    const warm = drop(K + 38);
    // Warmer gas: less refrigerating effect (more flow) and lower density, both raise the drop.
    expect(warm.massFlow).toBeGreaterThan(cool.massFlow);
    expect(warm.pressureDrop!).toBeGreaterThan(cool.pressureDrop!);
  });
});
