// The condition fields DTSH2, DTSC2 and Setting (issue 10, "Selector and lists"): which families offer them, their
// defaults, and calculations where they change the result the right way and by the right amount.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculationData, SelectionRow } from '../../../src/contracts';
import { calculationData, selectionFieldsData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function fieldsOf(valveName: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: `/api/valve/selection?valveName=${valveName}`, headers });
  return selectionFieldsData.parse(envelopeOf(response).Data).serialResult;
}

async function calculate(body: Record<string, unknown>): Promise<CalculationData> {
  const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', body));
  if (envelope.Result !== 0) throw new Error(envelope.ErrorMsg);
  return calculationData.parse(envelope.Data);
}

const rows = (d: CalculationData): SelectionRow[] => [...d.Optimal, ...d.Available, ...d.Prohibited];
const row = (d: CalculationData, size: string) => rows(d).find((r) => r.SizeName === size)!;
/** A figure of a size's row in the unit set's unit; NaN when absent, so that a comparison fails. */
const figure = (d: CalculationData, size: string, name: 'pressureDrop' | 'capacity' | 'massFlow') => row(d, size).Values[name]?.value ?? NaN;
const bar = (value: number) => ({ value, unit: 'bar' });
const kelvin = (value: number) => ({ value, unit: 'K' });

describe('GET /api/valve/selection: the further condition fields', () => {
  it.each([
    ['Sov', true, false],
    ['Eev', true, false],
    ['Mv4', true, false],
    ['Filter', true, false],
    ['Cvs', true, false],
    ['Bv', true, false],
    ['Ssv', true, false],
    ['Xtf', true, true],
    ['Eprv', true, true],
    ['TxvOld', false, false],
    ['Sg', false, false],
  ])('%s: DTSH2 %s, DTSC2 always, Setting %s', async (valveName, suctionLine, regulator) => {
    const names = (await fieldsOf(valveName)).map((f) => f.name);
    expect(names.includes('DTSH2')).toBe(suctionLine);
    expect(names).toContain('DTSC2');
    expect(names.includes('Setting')).toBe(regulator);
  });

  it('starts DTSH2 and DTSC2 at 0 K and the set point at the factory setting of the line, in the unit set and the language asked', async () => {
    const metric = await fieldsOf('Xtf');
    const at = (fields: typeof metric, name: string) => fields.find((f) => f.name === name)!;
    expect(at(metric, 'DTSH2')).toMatchObject({ labelType: 'value', quantity: 'Temp2', value: 0, unit: 'K', title: 'Additional superheat in the suction line' });
    expect(at(metric, 'DTSC2')).toMatchObject({ quantity: 'Temp2', value: 0, unit: 'K', title: 'Additional subcooling in the liquid line' });
    // Xtf starts in line A: a condensing regulator (Danfoss KVR, factory setting 10 bar); in line C an evaporating
    // one (KVP, factory setting 2 bar).
    expect(at(metric, 'Setting')).toMatchObject({ quantity: 'Press', value: 10, unit: 'bar', title: 'Set point (gauge)', valueByPosition: { A: 10, C: 2, D: 10 } });
    expect(at(await fieldsOf('Eprv'), 'Setting')).toMatchObject({ value: 2, unit: 'bar' });
    expect(at(await fieldsOf('Eprv'), 'Setting').valueByPosition).toBeUndefined();
    const imperial = await fieldsOf('Xtf', { unitid: '1', lang: 'cn' });
    // 10 bar = 145.038 psi, 2 bar = 29.0075 psi (1 psi = 6894.757 Pa, NIST SP 811)
    expect(at(imperial, 'Setting').value).toBeCloseTo(145.038, 2);
    expect(at(imperial, 'Setting').valueByPosition?.C).toBeCloseTo(29.0075, 3);
    expect(at(imperial, 'Setting')).toMatchObject({ unit: 'Psi', title: '设定压力（表压）' });
    expect(at(imperial, 'DTSC2').title).toBe('液管附加过冷度');
  });
});

// R134a at −10 °C: saturation pressure 2.0060 bar absolute (NIST Chemistry WebBook, R134a saturation table).
const PE = 2.006;
const ATM = 1.01325;

describe('POST /api/ucselection/calculate: the set point drives the regulator', () => {
  const suction = (Setting: number) => calculate({ valveName: 'Xtf', refrigerant: 'R134a', conditions: { Pos: 'C', Setting: bar(Setting) } });

  it('an evaporating regulator works at set point − suction pressure; raising the set point raises its capacity', async () => {
    const low = await suction(2);
    const high = await suction(3);
    expect(figure(low, 'XEP-28', 'pressureDrop')).toBeCloseTo(2 + ATM - PE, 2);
    expect(figure(high, 'XEP-28', 'pressureDrop')).toBeCloseTo(3 + ATM - PE, 2);
    expect(figure(high, 'XEP-28', 'capacity')).toBeGreaterThan(figure(low, 'XEP-28', 'capacity'));
  });

  it('a crankcase regulator throttles only below the suction pressure, by suction pressure − set point', async () => {
    const throttling = await suction(0.5);
    expect(figure(throttling, 'XCP-28', 'pressureDrop')).toBeCloseTo(PE - 0.5 - ATM, 2);
    const open = await suction(2);
    expect(figure(open, 'XCP-28', 'pressureDrop')).toBeLessThan(0.2);
  });

  it('prohibits every size whose setting range misses the set point, saying so in words', async () => {
    const data = await suction(6);
    for (const size of ['XEP-12', 'XEP-28']) {
      expect(data.Prohibited.map((r) => r.SizeName)).toContain(size);
      expect(row(data, size).Reason).toContain('set point 6 bar (gauge) outside the setting range 0 bar to 5.5 bar');
    }
    // Issue 26: a condensing regulator holds the condensing set point (Lnyl, Lnwd), not Setting.
    expect(row(await suction(2), 'XCR-28').Reason).not.toContain('set point');
  });

  it('takes the set point of the line when none is sent, so that the regulators of that line fit', async () => {
    // Line A (the family's default) and D: condensing regulators, within their 5–17.5 bar range; the evaporating and
    // crankcase regulators (ranges up to 5.5 and 6 bar) are the ones out of range.
    const liquidLine = await calculate({ valveName: 'Xtf', refrigerant: 'R134a', conditions: {} });
    expect(liquidLine.SelectCondition.conditions.Setting).toEqual({ value: 10, unit: 'bar' });
    const fitting = [...liquidLine.Optimal, ...liquidLine.Available].map((r) => r.SizeName);
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.every((size) => size.startsWith('XCR'))).toBe(true);
    const dischargeLine = await calculate({ valveName: 'Xtf', refrigerant: 'R134a', conditions: { Pos: 'D' } });
    expect(dischargeLine.Optimal.map((r) => r.SizeName)).toContain('XCR-12');
    const suctionLine = await calculate({ valveName: 'Xtf', refrigerant: 'R134a', conditions: { Pos: 'C' } });
    expect(suctionLine.SelectCondition.conditions.Setting).toEqual({ value: 2, unit: 'bar' });
    expect(figure(suctionLine, 'XEP-28', 'pressureDrop')).toBeCloseTo(2 + ATM - PE, 2);
  });

  it('refuses a negative set point beside its label', async () => {
    const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', { valveName: 'Xtf', refrigerant: 'R134a', conditions: { Setting: bar(-1) } }));
    expect(envelope.Result).not.toBe(0);
    expect(envelope.Data).toBeNull();
    expect(envelope.ErrorMsg).toContain('Set point (gauge) must not be negative');
  });
});

describe('Load: the lowest part load an electronic expansion valve must control at', () => {
  it('is offered to Eev only, as a select of part loads starting at full load', async () => {
    const load = (await fieldsOf('Eev', { lang: 'cn' })).find((f) => f.name === 'Load')!;
    expect(load).toMatchObject({ labelType: 'select', value: 100, title: '最低部分负荷', option: { title: '仅满负荷' } });
    expect(load.values).toEqual([100, 75, 50, 33, 25, 10]);
    expect((await fieldsOf('TxvOld')).some((f) => f.name === 'Load')).toBe(false);
  });

  it('makes a size Available when its opening at that load falls below its minimum, by design opening × load', async () => {
    const body = (Load: number) => calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: { Load } });
    const full = await body(100);
    const partial = await body(10);
    const size = full.Optimal[0]!.SizeName;
    const opening = full.Optimal[0]!.Values.opening!.value!;
    const reason = row(partial, size).Reason;
    // Linear characteristic: the opening at 10 % load is a tenth of the design opening (both in per cent).
    const atPartLoad = /at part load \(10 %\) the opening ([\d.]+) %/.exec(reason);
    expect(Number(atPartLoad?.[1])).toBeCloseTo(opening / 10, 1);
    expect(row(partial, size).Grade).toBe('Available');
  });
});

describe('POST /api/ucselection/calculate: suction-line superheat and liquid-line subcooling', () => {
  const sov = (conditions: Record<string, unknown>) => calculate({ valveName: 'Sov', refrigerant: 'R134a', conditions });

  it('DTSC2 lowers the mass flow of a duty as the larger refrigerating effect says', async () => {
    // R134a (NIST WebBook): h_vapour(−10 °C) 392.66 kJ/kg, + 5 K superheat at cp 0.83 kJ/(kg·K): 396.8; h_liquid
    // at 38 °C (2 K below 40 °C) ≈ 256.41 − 2 · 1.49 = 253.4 kJ/kg; each further kelvin of subcooling takes about
    // 1.48 kJ/kg (liquid cp near 35 °C). Mass flow ratio for 5 K more: 143.4 / (143.4 + 7.4) = 0.951.
    const plain = await sov({ Pos: 'A' });
    const subcooled = await sov({ Pos: 'A', DTSC2: kelvin(5) });
    const size = plain.Optimal[0]!.SizeName;
    expect(figure(subcooled, size, 'massFlow') / figure(plain, size, 'massFlow')).toBeCloseTo(0.951, 2);
    // The liquid line's subcooling adds to the condenser's: the same liquid reaches the valve.
    const asOne = await sov({ Pos: 'A', DTSC1: kelvin(7) });
    expect(figure(asOne, size, 'massFlow')).toBeCloseTo(figure(subcooled, size, 'massFlow'), 6);
  });

  it('DTSH2 leaves the mass flow and raises the drop of a suction-line valve as the lighter gas says', async () => {
    // Ideal gas at the same pressure: ρ ∝ 1/T, so 10 K more on 268.15 K gives a density 278.15/268.15 = 1.037 times
    // lower and, at drops far below the choked ratio, a drop about that much higher (Δp ∝ m²/ρ); the warmer gas is
    // also a little more ideal (compressibility factor about 1 % nearer 1 this close to saturation): 1.04 to 1.06.
    const plain = await sov({ Pos: 'C' });
    const warmer = await sov({ Pos: 'C', DTSH2: kelvin(10) });
    const size = plain.Optimal[0]?.SizeName ?? plain.Available[0]!.SizeName;
    expect(figure(warmer, size, 'massFlow')).toBeCloseTo(figure(plain, size, 'massFlow'), 6);
    const ratio = figure(warmer, size, 'pressureDrop') / figure(plain, size, 'pressureDrop');
    expect(ratio).toBeGreaterThan(1.04);
    expect(ratio).toBeLessThan(1.06);
  });

  it('tb_tkchanged: the liquid at the valve is colder by DTSC2, and the hot gas estimated from the warmer suction gas', async () => {
    const changes = async (conditions: Record<string, unknown>) => {
      const envelope = envelopeOf(await post(app, '/api/ucselection/tb_tkchanged', { valveName: 'Sov', refrigerant: 'R134a', conditions }));
      return envelope.Data as { liquidTemperature: { value: number }; dischargeTemperature: { value: number } };
    };
    const plain = await changes({});
    const further = await changes({ DTSC2: kelvin(5), DTSH2: kelvin(10) });
    // R134a is a pure fluid: bubble point at 40 ℃ dew is 40 ℃; 2 K (DTSC1) and 5 K (DTSC2) below it.
    expect(plain.liquidTemperature.value).toBeCloseTo(38, 1);
    expect(further.liquidTemperature.value).toBeCloseTo(33, 1);
    // Isentropic compression of a gas 10 K warmer ends about as much warmer: ideal gas T2 = T1 · (p2/p1)^((κ−1)/κ)
    // gives 10 K · 5.07^0.09 ≈ 11.6 K for R134a (κ ≈ 1.1); near saturation the real gas gives somewhat less.
    const rise = further.dischargeTemperature.value - plain.dischargeTemperature.value;
    expect(rise).toBeGreaterThan(8);
    expect(rise).toBeLessThan(14);
  });

  it('refuses DTSH2 for a family whose results it cannot change', async () => {
    const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', { valveName: 'TxvOld', refrigerant: 'R404A', conditions: { DTSH2: kelvin(5) } }));
    expect(envelope.Result).not.toBe(0);
    expect(envelope.ErrorMsg).toContain('DTSH2');
  });
});
