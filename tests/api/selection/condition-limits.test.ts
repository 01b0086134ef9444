// Issue 36: each plausible range of the condition catalogue held at its boundary, just inside and just outside, at
// the API (where the ranges are checked). Reference values are stated here: the catalogue's magnitudes (−200…500 ℃,
// 0…100 K, 0…200 bar, 1 W…100 MW: our bounds, beyond any valve's rating), the published critical and saturation
// states (R410A: critical 71.34 ℃ and its equation's end at 500 K, Lemmon 2003; R744: critical 73.773 bar, Span & Wagner 1996; R744 dew pressure at
// −10 ℃ 26.49 bar, NIST REFPROP), and the gas-cooler limits (140 bar, Danfoss CCMT/GBCT; outlet 60 ℃).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const m = (value: number, unit: string) => ({ value, unit });

/** The status and the refusal's code and field (none for an answer). */
async function outcome(valveName: string, refrigerant: string, conditions: Record<string, unknown>) {
  const response = await post(app, '/api/ucselection/calculate', { valveName, refrigerant, conditions });
  const envelope = envelopeOf(response);
  return { status: response.statusCode, code: envelope.Detail?.code, field: envelope.Detail?.field };
}

describe('the catalogue\'s ranges, 1 % inside and outside', () => {
  // The magnitudes on a discharge temperature not used (the flag off): a given one is held by the equations too (below).
  const hotGas = { Pos: 'D', TexhaustgasFlag: false };
  const givenHotGas = { Pos: 'D', TexhaustgasFlag: true };
  it.each([
    // [what, family, refrigerant, conditions inside, conditions outside, refusal code, field]
    ['temperature up to 500 ℃', 'Sov', 'R410A', { ...hotGas, Texhaustgas: m(500, '℃') }, { ...hotGas, Texhaustgas: m(505, '℃') }, 'fieldRange', 'Texhaustgas'],
    ['temperature from −200 ℃', 'Sov', 'R410A', { ...hotGas, Texhaustgas: m(-199.5, '℃') }, { ...hotGas, Texhaustgas: m(-202, '℃') }, 'fieldRange', 'Texhaustgas'],
    // Issue 36: a given discharge temperature within the refrigerant's equation (R410A: up to 500 K, Lemmon 2003).
    ['a given discharge temperature up to R410A\'s 500 K', 'Sov', 'R410A', { ...givenHotGas, Texhaustgas: m(224, '℃') }, { ...givenHotGas, Texhaustgas: m(229, '℃') }, 'fieldRange', 'Texhaustgas'],
    ['a temperature difference up to 100 K', 'Sov', 'R410A', { DTSH2: m(99, 'K') }, { DTSH2: m(101, 'K') }, 'fieldRange', 'DTSH2'],
    ['a temperature difference from 0 K', 'Sov', 'R410A', { DTSH2: m(0, 'K') }, { DTSH2: m(-0.01, 'K') }, 'negative', 'DTSH2'],
    ['a pressure up to 200 bar', 'Sov', 'R410A', { DpAlow: m(200, 'bar') }, { DpAlow: m(202, 'bar') }, 'fieldRange', 'DpAlow'],
    ['a capacity from 1 W', 'Sov', 'R410A', { Capicity: m(1, 'W') }, { Capicity: m(0.99, 'W') }, 'fieldRange', 'Capicity'],
    ['a capacity up to 100 MW', 'Sov', 'R410A', { Capicity: m(100_000, 'kW') }, { Capicity: m(101_000, 'kW') }, 'fieldRange', 'Capicity'],
    ['Tk below R410A\'s critical 71.34 ℃', 'Sov', 'R410A', { Tk: m(70.8, '℃') }, { Tk: m(72, '℃') }, 'saturationRange', 'Tk'],
    ['a gas-cooler pressure above R744\'s critical 73.773 bar', 'Bv', 'R744', { GasCooler: true, Pgc: m(74.5, 'bar'), Tgc: m(30, '℃') }, { GasCooler: true, Pgc: m(73, 'bar'), Tgc: m(30, '℃') }, 'gasCoolerRange', 'Pgc'],
    ['a gas-cooler pressure up to 140 bar', 'Bv', 'R744', { GasCooler: true, Pgc: m(140, 'bar') }, { GasCooler: true, Pgc: m(141.4, 'bar') }, 'gasCoolerRange', 'Pgc'],
    ['a gas-cooler outlet up to 60 ℃', 'Bv', 'R744', { GasCooler: true, Pgc: m(140, 'bar'), Tgc: m(59.5, '℃') }, { GasCooler: true, Pgc: m(140, 'bar'), Tgc: m(60.5, '℃') }, 'gasCoolerRange', 'Tgc'],
    ['a receiver above the evaporating pressure (26.49 bar at −10 ℃)', 'Eev', 'R744', { GasCooler: true, Te: m(-10, '℃'), Prec: m(26.8, 'bar') }, { GasCooler: true, Te: m(-10, '℃'), Prec: m(26.2, 'bar') }, 'gasCoolerRange', 'Prec'],
    ['a receiver below the critical 73.773 bar', 'Eev', 'R744', { GasCooler: true, Te: m(-10, '℃'), Pgc: m(120, 'bar'), Prec: m(73, 'bar') }, { GasCooler: true, Te: m(-10, '℃'), Pgc: m(120, 'bar'), Prec: m(74.5, 'bar') }, 'gasCoolerRange', 'Prec'],
  ] as const)('%s', async (_, family, refrigerant, inside, outside, code, field) => {
    const within = await outcome(family, refrigerant, inside);
    // Inside, the range does not refuse (another limit further on may still answer, never this field's range).
    expect([within.code, within.field]).not.toEqual([code, field]);
    expect(await outcome(family, refrigerant, outside)).toEqual({ status: 400, code, field });
  });

  it('Te from R410A\'s lowest saturation temperature (−73.2 ℃, its triple point as the equation states it)', async () => {
    expect((await outcome('Sov', 'R410A', { Te: m(-72.5, '℃') })).code).not.toBe('saturationRange');
    expect(await outcome('Sov', 'R410A', { Te: m(-74, '℃') })).toEqual({ status: 400, code: 'saturationRange', field: 'Te' });
  });
});
