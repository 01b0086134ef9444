// The condensing set point of a head-pressure regulator (issue 26, SPEC §3 "Lnwd, with LnwdType bar" and "Lnyl"):
// entered as a saturation temperature (Lnwd) or as a pressure (Lnyl, gauge), LnwdType saying which; a condensing
// regulator holds it at its inlet where the other regulations hold Setting.
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

const calculateEnvelope = async (refrigerant: string, conditions: Record<string, unknown>, headers: Record<string, string> = {}) =>
  envelopeOf(await post(app, '/api/ucselection/calculate', { valveName: 'Xtf', refrigerant, conditions }, headers));

async function calculate(refrigerant: string, conditions: Record<string, unknown>): Promise<CalculationData> {
  const envelope = await calculateEnvelope(refrigerant, conditions);
  if (envelope.Result !== 0) throw new Error(envelope.ErrorMsg);
  return calculationData.parse(envelope.Data);
}

const rows = (d: CalculationData): SelectionRow[] => [...d.Optimal, ...d.Available, ...d.Prohibited];
const row = (d: CalculationData, size: string) => rows(d).find((r) => r.SizeName === size)!;
/** What a user compares between two answers: each size's grade, reason and figures. */
const outcome = (d: CalculationData) => rows(d).map((r) => ({ size: r.SizeName, grade: r.Grade, reason: r.Reason, values: r.Values }));
const celsius = (value: number) => ({ value, unit: '℃' });
const bar = (value: number) => ({ value, unit: 'bar' });

const ATM = 1.01325;
// Reference saturation pressures, CoolProp 8.0.1dev (tests/reference/R134a.test.ts, R404A.test.ts): R134a condenses
// at 1 MPa at 312.537631341 K (39.387631341 ℃); R404A at 30 ℃ has its dew point at 1414.49048517 kPa and its
// bubble point at 1428.35573675 kPa. A condensing temperature is a dew point (as Tk is).
const R134A_10_BAR = 39.387631341;
const R404A_DEW_30 = 14.1449048517;
const R404A_BUBBLE_30 = 14.2835573675;

describe('GET /api/valve/selection: the condensing set point fields', () => {
  it.each([
    ['Xtf', true],
    ['Eprv', true],
    ['Sov', false],
    ['Eev', false],
    ['TxvOld', false],
  ])('%s offers LnwdType, Lnwd and Lnyl: %s', async (valveName, offered) => {
    const names = (await fieldsOf(valveName)).map((f) => f.name);
    for (const name of ['LnwdType', 'Lnwd', 'Lnyl']) expect(names.includes(name)).toBe(offered);
  });

  it('starts as a pressure, the KVR factory setting, with the temperature entry and its dew point named, in the unit set and language asked', async () => {
    const metric = await fieldsOf('Xtf');
    const at = (fields: typeof metric, name: string) => fields.find((f) => f.name === name)!;
    expect(at(metric, 'LnwdType')).toMatchObject({ labelType: 'select', value: 'bar', values: ['bar', 'temp'], title: 'Condensing set point entered as', option: { title: 'Pressure' } });
    expect(at(metric, 'Lnwd')).toMatchObject({ labelType: 'value', quantity: 'Temp', value: 40, unit: '℃', title: 'Condensing set point (saturation temperature, dew point for blends)' });
    expect(at(metric, 'Lnyl')).toMatchObject({ labelType: 'value', quantity: 'Press', value: 10, unit: 'bar', title: 'Condensing set point (gauge)' });
    const imperial = await fieldsOf('Xtf', { unitid: '1', lang: 'cn' });
    // 40 ℃ = 104 ℉; 10 bar = 145.038 psi (1 psi = 6894.757 Pa, NIST SP 811).
    expect(at(imperial, 'Lnwd').value).toBeCloseTo(104, 6);
    expect(at(imperial, 'Lnyl').value).toBeCloseTo(145.038, 2);
    expect(at(imperial, 'Lnyl')).toMatchObject({ unit: 'Psi', title: '冷凝设定压力（表压）' });
    expect(at(imperial, 'LnwdType').options.map((o) => o.title)).toEqual(['压力', '温度']);
  });
});

describe('POST /api/ucselection/calculate: a head-pressure regulator at its condensing set point', () => {
  // The liquid line at Tk 25 ℃: the condensing regulators (XCR, 5 to 17.5 bar gauge) hold the condenser at the set point.
  const liquid = { Pos: 'A', Tk: celsius(25) };

  it('gives the same grades and figures for the set point as a temperature (Lnwd, ℃) and as its saturation pressure (Lnyl, bar)', async () => {
    const asTemperature = await calculate('R134a', { ...liquid, LnwdType: 'temp', Lnwd: celsius(R134A_10_BAR) });
    const asPressure = await calculate('R134a', { ...liquid, LnwdType: 'bar', Lnyl: bar(10 - ATM) });
    expect(outcome(asTemperature)).toEqual(outcome(asPressure));
    expect(row(asTemperature, 'XCR-28').Grade).not.toBe('Prohibited');
    // Only the entry in force is shown back.
    expect(asTemperature.SelectCondition.conditions).toMatchObject({ LnwdType: 'temp', Lnwd: { unit: '℃' } });
    expect(asTemperature.SelectCondition.conditions.Lnyl).toBeUndefined();
    expect(asPressure.SelectCondition.conditions).toMatchObject({ LnwdType: 'bar', Lnyl: { value: 8.98675, unit: 'bar' } });
    expect(asPressure.SelectCondition.conditions.Lnwd).toBeUndefined();
  });

  it('takes a blend\'s dew pressure for a set point entered as a temperature (R404A at 30 ℃)', async () => {
    const conditions = { ...liquid, Tk: celsius(20) };
    const asTemperature = await calculate('R404A', { ...conditions, LnwdType: 'temp', Lnwd: celsius(30) });
    const atDew = await calculate('R404A', { ...conditions, LnwdType: 'bar', Lnyl: bar(R404A_DEW_30 - ATM) });
    const atBubble = await calculate('R404A', { ...conditions, LnwdType: 'bar', Lnyl: bar(R404A_BUBBLE_30 - ATM) });
    const drop = (d: CalculationData) => row(d, 'XCR-28').Values.pressureDrop?.value ?? NaN;
    expect(drop(asTemperature)).toBeCloseTo(drop(atDew), 2);
    // The bubble point would hold the condenser 0.14 bar higher.
    expect(drop(atBubble) - drop(asTemperature)).toBeCloseTo(R404A_BUBBLE_30 - R404A_DEW_30, 2);
  });

  it('holds the condensing regulators only: Setting stays the set point of the others', async () => {
    const plain = await calculate('R134a', { Pos: 'C', Setting: bar(2) });
    const condensing = await calculate('R134a', { Pos: 'C', Setting: bar(2), LnwdType: 'temp', Lnwd: celsius(45) });
    const evaporating = (d: CalculationData) => outcome(d).find((r) => r.size === 'XEP-28');
    expect(evaporating(condensing)).toEqual(evaporating(plain));
    expect(row(condensing, 'XCR-28').Values).not.toEqual(row(plain, 'XCR-28').Values);
  });

  it('prohibits a condensing regulator whose setting range misses the set point, naming the condensing set point', async () => {
    // R134a at 70 ℃: 21.17 bar absolute (NIST Chemistry WebBook), 20.2 bar gauge, above the 17.5 bar of the range.
    const data = await calculate('R134a', { ...liquid, LnwdType: 'temp', Lnwd: celsius(70) });
    for (const size of ['XCR-12', 'XCR-28']) {
      expect(row(data, size).Grade).toBe('Prohibited');
      expect(row(data, size).Reason).toMatch(/condensing set point 20\.\d+ bar \(gauge\) outside the setting range 5 bar to 17\.5 bar/);
    }
  });

  it('accepts LnwdType as the unit the set point is entered in', async () => {
    const byOption = outcome(await calculate('R134a', { ...liquid, LnwdType: 'temp', Lnwd: celsius(45) }));
    expect(outcome(await calculate('R134a', { ...liquid, LnwdType: '℃', Lnwd: celsius(45) }))).toEqual(byOption);
    const byPressure = await calculate('R134a', { ...liquid, LnwdType: 'Psi', Lnwd: celsius(45) });
    expect(byPressure.SelectCondition.conditions.LnwdType).toBe('bar');
  });

  it.each([
    [{ LnwdType: 'temp', Lnwd: celsius(120) }, 2, 'Condensing set point (saturation temperature, dew point for blends)'],
    [{ LnwdType: 'bar', Lnyl: bar(-1) }, 2, 'Condensing set point (gauge) must not be negative'],
    [{ LnwdType: 'kg' }, 2, 'Condensing set point entered as'],
    // A unit of another quantity refuses the field (issue 36: HTTP 400, Result 2, no longer "Unable to calculate").
    [{ Lnwd: bar(12) }, 2, 'Condensing set point (saturation temperature'],
  ])('refuses %j naming the field', async (conditions, result, text) => {
    const envelope = await calculateEnvelope('R134a', { ...liquid, ...conditions });
    expect(envelope.Result).toBe(result);
    expect(envelope.Data).toBeNull();
    expect(envelope.ErrorMsg).toContain(text);
  });
});
