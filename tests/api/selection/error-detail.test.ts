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

  // Issue 36: every refusal names a field; Te's rule is to lie below Tk, so Te is named, with both numbers.
  it('Te not below Tk: evaporatingNotBelowCondensing on Te, with both numbers', async () => {
    const answer = await refusal('Sov', 'R134a', { Te: celsius(45), Tk: celsius(40) });
    expect(answer.Detail).toEqual({ code: 'evaporatingNotBelowCondensing', field: 'Te', values: { Te: expect.closeTo(K + 45, 9), Tk: expect.closeTo(K + 40, 9) } });
  });

  // Issue 36: impossible conditions are refusals (HTTP 400) naming the field, in every family that sizes.
  describe('in every family: HTTP 400 with Detail.field', () => {
    const FAMILIES = ['Sov', 'TxvOld', 'Eev', 'Mv4', 'Filter', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg'];
    async function refused(valveName: string, refrigerant: string, conditions: Record<string, unknown>) {
      const response = await post(app, '/api/ucselection/calculate', { valveName, refrigerant, conditions });
      return { status: response.statusCode, envelope: failureEnvelope.parse(envelopeOf(response)) };
    }
    it.each(FAMILIES)('%s: Te equal to Tk, Te below the saturation range, Tk above the critical point', async (family) => {
      const refrigerant = family === 'TxvOld' ? 'R404A' : 'R410A';
      for (const [conditions, code, field] of [
        [{ Te: celsius(40), Tk: celsius(40) }, 'evaporatingNotBelowCondensing', 'Te'],
        [{ Te: celsius(-120) }, 'saturationRange', 'Te'],
        [{ Tk: celsius(95) }, 'saturationRange', 'Tk'],
      ] as const) {
        const { status, envelope } = await refused(family, refrigerant, conditions);
        expect([status, envelope.Detail?.code, envelope.Detail?.field], JSON.stringify(conditions)).toEqual([400, code, field]);
      }
    });
    // The families that ask for an allowed drop (DpAlow); the expansion valves size by their own drop.
    it.each(['Sov', 'Mv4', 'Cvs', 'Bv', 'Ssv', 'Sg', 'Filter', 'Xtf', 'Eprv'])('%s: an allowed drop of zero or less', async (family) => {
      for (const value of [0, -0.05]) {
        const { status, envelope } = await refused(family, 'R410A', { DpAlow: bar(value) });
        expect([status, envelope.Detail?.code, envelope.Detail?.field]).toEqual([400, 'notPositive', 'DpAlow']);
      }
    });
    it('a receiver pressure outside its range (Eev in gas-cooler operation): gasCoolerRange on Prec', async () => {
      for (const value of [20, 80]) {
        const { status, envelope } = await refused('Eev', 'R744', { GasCooler: true, Pgc: bar(90), Tgc: celsius(35), Te: celsius(-10), Prec: bar(value) });
        expect([status, envelope.Detail?.code, envelope.Detail?.field]).toEqual([400, 'gasCoolerRange', 'Prec']);
      }
    });
    it('a gas-cooler outlet too warm to cool, refused by the engine: HTTP 400 on Tgc', async () => {
      const { status, envelope } = await refused('Bv', 'R744', { GasCooler: true, Pgc: bar(74), Tgc: celsius(50), Te: celsius(-50) });
      expect([status, envelope.Detail?.field]).toEqual([400, 'Tgc']);
    });
  });

  it('an unknown condition names it as sent', async () => {
    const response = await post(app, '/api/ucselection/calculate', { valveName: 'Sov', refrigerant: 'R134a', conditions: { Nope: 1 } });
    expect(envelopeOf(response).Detail).toEqual({ code: 'unknownCondition', field: 'Nope' });
  });
});
