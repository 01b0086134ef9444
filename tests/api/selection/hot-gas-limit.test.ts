// Issue 36: a hot gas at the edge of its equation of state. R410A's equation holds to 500 K; a discharge temperature
// within 1.5 K of it answered "Calculation failed" (HTTP 200, Result non-zero), because the isentropic exponent of the
// hot gas was taken from a 2 % isentropic compression, which leaves the equation's range there. Now every temperature
// up to the limit answers, with the exponent checked against CoolProp's ρ·w²/p, and one above it is refused with
// HTTP 400 naming the field and its limit.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculationData } from '../../../src/contracts/schemas';
import { limits } from '../../../src/engine';
import { operatingPoint } from '../../../src/engine/sizing/physics/operating-point';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

const K = 273.15;

// Source: CoolProp 8.0.0 (HEOS backend, R410A pseudo-pure, the equation the engine evaluates), κ = ρ·w²/p at the dew
// pressure of 45 ℃ (2 726 131 Pa) and T (K): PropsSI('D'|'A', 'T', T, 'P', p, 'R410A').
const KAPPA_REFERENCE: readonly [T: number, kappa: number][] = [
  [495, 1.101001972],
  [498.5, 1.101235011],
  [499, 1.101267086],
  [499.5, 1.101298863],
  [500, 1.101330345],
];

describe('R410A hot gas up to the equation of state\'s 500 K', () => {
  it('is the equation\'s limit', () => {
    expect(limits('R410A').maximumTemperature).toBe(500);
  });

  it.each(KAPPA_REFERENCE)('the hot gas at %s K has its isentropic exponent (CoolProp %s, within 2e-4)', (T, kappa) => {
    const point = operatingPoint({ refrigerant: 'R410A', Te: K + 5, Tk: K + 45, superheat: 5, subcooling: 2, dischargeTemperature: T });
    const gas = point.line('D');
    expect(gas.T).toBe(T);
    expect(Math.abs(gas.kappa / kappa - 1)).toBeLessThan(2e-4);
  });

  const body = (celsius: number) => ({
    valveName: 'Sov',
    refrigerant: 'R410A',
    conditions: { Pos: 'D', Te: { value: 5, unit: '℃' }, Tk: { value: 45, unit: '℃' }, Texhaustgas: { value: celsius, unit: '℃' }, TexhaustgasFlag: true },
  });

  it.each([225.5, 226.35, 226.85])('answers a hot-gas line at Texhaustgas %s ℃ (500 K is 226.85 ℃)', async (celsius) => {
    const response = await post(app, '/api/ucselection/calculate', body(celsius));
    const envelope = envelopeOf(response);
    expect(response.statusCode).toBe(200);
    expect(envelope.ErrorMsg).toBe('');
    expect(envelope.Result).toBe(0);
    const data = calculationData.parse(envelope.Data);
    expect(data.Optimal.length + data.Available.length + data.Prohibited.length).toBeGreaterThan(0);
  });

  it('refuses 227 ℃ with HTTP 400 naming Texhaustgas and its limit, 500 K', async () => {
    const response = await post(app, '/api/ucselection/calculate', body(227));
    const envelope = envelopeOf(response);
    expect(response.statusCode).toBe(400);
    expect(envelope.Result).not.toBe(0);
    expect(envelope.Detail).toMatchObject({ field: 'Texhaustgas', values: { value: expect.closeTo(500.15, 9), max: 500 } });
  });
});
