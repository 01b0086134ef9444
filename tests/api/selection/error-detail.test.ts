// Issue 25: a refusal comes as data beside its words: Detail { code, field, values } names the rule, the field by its
// wire name and the numbers in SI, so that a client marks the field without reading ErrorMsg; ErrorMsg stays.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../src/contracts/schemas/envelope';
import { limits } from '../../../src/engine';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const K = 273.15;
const celsius = (value: number) => ({ value, unit: '℃' });
const bar = (value: number) => ({ value, unit: 'bar' });

async function refusal(valveName: string, refrigerant: string, conditions: Record<string, unknown>) {
  const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', { valveName, refrigerant, conditions }));
  return failureEnvelope.parse(envelope);
}

describe('POST /api/ucselection/calculate: Detail beside ErrorMsg', () => {
  it('a Te below the saturation range: saturationRange on Te, with the value and the limits the engine states', async () => {
    const answer = await refusal('Sov', 'R410A', { Te: celsius(-100) });
    const { min, max } = limits('R410A').saturationTemperature;
    expect(answer.ErrorMsg).toMatch(/-100 ℃ is outside the saturation range of R410A/);
    expect(answer.Detail).toEqual({ code: 'saturationRange', field: 'Te', values: { value: expect.closeTo(K - 100, 9), min, max } });
  });

  it('a capacity of zero: notPositive on Capicity (HTTP 400, as before)', async () => {
    const response = await post(app, '/api/ucselection/calculate', { valveName: 'Sov', refrigerant: 'R134a', conditions: { Capicity: { value: 0, unit: 'kW' } } });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).Detail).toEqual({ code: 'notPositive', field: 'Capicity', values: { value: 0 } });
  });

  it('a gas-cooler pressure below the critical pressure: gasCoolerRange on Pgc', async () => {
    const answer = await refusal('Bv', 'R744', { GasCooler: true, Pgc: bar(60), Tgc: celsius(35) });
    expect(answer.Detail).toMatchObject({ code: 'gasCoolerRange', field: 'Pgc', values: { value: 60e5, min: limits('R744').critical!.pressure, max: 140e5 } });
  });

  it('a gas-cooler outlet too warm to cool, refused by the engine: its out_of_range on Tgc', async () => {
    const answer = await refusal('Bv', 'R744', { GasCooler: true, Pgc: bar(74), Tgc: celsius(50), Te: celsius(-50) });
    expect(answer.ErrorMsg).toMatch(/gas-cooler range/);
    expect(answer.Detail).toMatchObject({ code: 'out_of_range', field: 'Tgc', values: { value: K + 50 } });
  });

  it('Te not below Tk concerns two fields: a Detail with both numbers and no field', async () => {
    const answer = await refusal('Sov', 'R134a', { Te: celsius(45), Tk: celsius(40) });
    expect(answer.Detail).toEqual({ code: 'evaporatingNotBelowCondensing', values: { Te: expect.closeTo(K + 45, 9), Tk: expect.closeTo(K + 40, 9) } });
  });

  it('an unknown condition names it as sent', async () => {
    const response = await post(app, '/api/ucselection/calculate', { valveName: 'Sov', refrigerant: 'R134a', conditions: { Nope: 1 } });
    expect(envelopeOf(response).Detail).toEqual({ code: 'unknownCondition', field: 'Nope' });
  });
});
