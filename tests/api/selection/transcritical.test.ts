// Issue 15: R744 transcritical through the API: the gas-cooler fields, a calculation with a supercritical inlet,
// Tk at or above the critical temperature taken as gas-cooler operation, and the refusals naming the field.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculationData, selectionFieldsData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const bar = (value: number) => ({ value, unit: 'bar' });
const celsius = (value: number) => ({ value, unit: '℃' });

async function calculate(refrigerant: string, conditions: Record<string, unknown>) {
  return envelopeOf(await post(app, '/api/ucselection/calculate', { valveName: 'Bv', refrigerant, conditions }));
}

describe('GET /api/valve/selection: gas-cooler fields', () => {
  it('offers GasCooler, Pgc (90 bar) and Tgc (35 ℃) where the high side may be a gas cooler, not for thermostatic valves', async () => {
    const fields = async (valveName: string) =>
      selectionFieldsData.parse(envelopeOf(await app.inject({ method: 'GET', url: `/api/valve/selection?valveName=${valveName}` })).Data).serialResult;
    const bv = await fields('Bv');
    expect(bv.find((f) => f.name === 'GasCooler')).toMatchObject({ labelType: 'checkbox', value: false, title: 'Gas-cooler operation (transcritical CO2)' });
    expect(bv.find((f) => f.name === 'Pgc')).toMatchObject({ quantity: 'Press', value: 90, unit: 'bar', title: 'Gas-cooler pressure (absolute)' });
    expect(bv.find((f) => f.name === 'Tgc')).toMatchObject({ quantity: 'Temp', value: 35, unit: '℃' });
    expect((await fields('TxvOld')).some((f) => f.name === 'GasCooler')).toBe(false);
  });
});

describe('POST /api/ucselection/calculate: R744 transcritical', () => {
  it('sizes the ball valves with the gas-cooler outlet and answers the gas-cooler conditions, not Tk', async () => {
    const envelope = await calculate('R744', { Pos: 'A', GasCooler: true, Pgc: bar(90), Tgc: celsius(35), Capicity: { value: 30, unit: 'kW' } });
    expect(envelope.ErrorMsg).toBe('');
    const data = calculationData.parse(envelope.Data);
    const rows = [...data.Optimal, ...data.Available, ...data.Prohibited];
    expect(rows.length).toBeGreaterThan(0);
    const shown = data.SelectCondition.conditions;
    expect(shown).toMatchObject({ GasCooler: true, Pgc: bar(90), Tgc: celsius(35) });
    expect(shown).not.toHaveProperty('Tk');
    expect(shown).not.toHaveProperty('DTSC1');
    for (const row of rows) expect(row.Values.pressureDrop?.value).toBeGreaterThan(0);
  });

  it('takes a Tk at or above the critical temperature (31 ℃) as gas-cooler operation instead of refusing it', async () => {
    const envelope = await calculate('R744', { Tk: celsius(35) });
    expect(envelope.ErrorMsg).toBe('');
    expect(calculationData.parse(envelope.Data).SelectCondition.conditions).toMatchObject({ GasCooler: true, Pgc: bar(90) });
  });

  it('refuses a gas-cooler pressure outside its range, naming the field and the limits', async () => {
    const envelope = await calculate('R744', { GasCooler: true, Pgc: bar(150) });
    expect(envelope.Result).not.toBe(0);
    // The critical pressure of CO2, 73.773 bar (Span & Wagner 1996), as the unit set shows a pressure.
    expect(envelope.ErrorMsg).toBe('Invalid input: Gas-cooler pressure (absolute) 150 bar is outside the gas-cooler range (73.8 bar to 140 bar)');
  });

  it('refuses gas-cooler operation for a refrigerant that condenses, and leaves its conditions as they were', async () => {
    const refused = await calculate('R410A', { GasCooler: true });
    expect(refused.Result).not.toBe(0);
    expect(refused.ErrorMsg).toContain('R744');
    const plain = calculationData.parse((await calculate('R410A', {})).Data).SelectCondition.conditions;
    expect(plain).toHaveProperty('Tk');
    expect(plain).not.toHaveProperty('GasCooler');
    expect(plain).not.toHaveProperty('Pgc');
  });

  it('tb_tkchanged: the high side is the gas-cooler pressure and the gas at the valve leaves the gas cooler', async () => {
    const envelope = envelopeOf(await post(app, '/api/ucselection/tb_tkchanged', { valveName: 'Bv', refrigerant: 'R744', conditions: { GasCooler: true, Pgc: bar(95), Tgc: celsius(32) } }));
    expect(envelope.ErrorMsg).toBe('');
    const data = envelope.Data as { condensingPressure: { dew: number; unit: string }; liquidTemperature: { value: number } };
    expect(data.condensingPressure).toMatchObject({ dew: 95, unit: 'bar' });
    expect(data.liquidTemperature.value).toBeCloseTo(32, 6);
  });
});

// https://github.com/valve-selector/issues/23: the high-pressure valve expands to the receiver (Prec), conditions
// the physics refuses name their field, and the failing case answers.
describe('POST /api/ucselection/calculate: R744 high-pressure valve and refusals', () => {
  const eev = async (conditions: Record<string, unknown>) => envelopeOf(await post(app, '/api/ucselection/calculate', { valveName: 'Eev', refrigerant: 'R744', conditions }));

  it('offers the receiver pressure (35 bar) for the electronic valves only', async () => {
    const fields = async (valveName: string) =>
      selectionFieldsData.parse(envelopeOf(await app.inject({ method: 'GET', url: `/api/valve/selection?valveName=${valveName}` })).Data).serialResult;
    expect((await fields('Eev')).find((f) => f.name === 'Prec')).toMatchObject({ quantity: 'Press', value: 35, unit: 'bar', title: 'Receiver pressure (absolute)' });
    expect((await fields('Bv')).some((f) => f.name === 'Prec')).toBe(false);
  });

  it('sizes the high-pressure valve across the drop to the receiver, 90 → 35 bar', async () => {
    const envelope = await eev({ Pos: 'A', GasCooler: true, Pgc: bar(90), Tgc: celsius(35), Dp1: bar(0), Capicity: { value: 30, unit: 'kW' } });
    expect(envelope.ErrorMsg).toBe('');
    const data = calculationData.parse(envelope.Data);
    expect(data.SelectCondition.conditions).toMatchObject({ Prec: bar(35) });
    for (const row of [...data.Optimal, ...data.Available, ...data.Prohibited]) expect(row.Values.availableDrop).toEqual(bar(55));
  });

  it('answers 75 bar / 30 ℃, which did not converge', async () => {
    for (const valveName of ['Eev', 'Bv', 'Xtf', 'Eprv']) {
      const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', { valveName, refrigerant: 'R744', conditions: { GasCooler: true, Pgc: bar(75), Tgc: celsius(30) } }));
      expect(envelope.ErrorMsg, valveName).toBe('');
    }
  });

  it('refuses a receiver below the evaporating pressure, and an outlet too warm to cool, naming the field', async () => {
    const receiver = await eev({ GasCooler: true, Te: celsius(-10), Prec: bar(20) });
    expect(receiver.ErrorMsg).toBe('Invalid input: Receiver pressure (absolute) 20 bar is outside the gas-cooler range (26.5 bar to 73.8 bar)');
    const warm = await eev({ GasCooler: true, Pgc: bar(74), Tgc: celsius(50), Te: celsius(-50) });
    expect(warm.Result).not.toBe(0);
    expect(warm.ErrorMsg).toMatch(/^Invalid input: Gas-cooler outlet temperature 50 ℃ is outside the gas-cooler range \(-50 ℃ to 45\.\d ℃\)$/);
  });
});
