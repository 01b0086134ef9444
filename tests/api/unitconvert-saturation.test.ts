import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contracts/envelope';
import { buildTestApp, envelopeOf, post } from './helper';

// Expected values: CoolProp 8.0.1dev (HEOS), shared/refrigerant-data/check-values.json, converted by hand.
// R134a at 0 ℃: 292 803.18 Pa; R410A (pseudo-pure) at 0 ℃: bubble 800 705.38 Pa, dew 798 082.98 Pa;
// R454B (mixture) at 10 bar: bubble 281.757 K, dew 283.253 K.
type Data = { Val: number; Bubble: number; Dew: number };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const toPressure = (body: object, lang = 'en') => post(app, '/api/unitconvert/converttemptopress', body, { lang });
const toTemperature = (body: object) => post(app, '/api/unitconvert/convertpresstotemp', body);

describe('POST /api/unitconvert/converttemptopress', () => {
  it('gives the saturation pressure of a pure fluid', async () => {
    const { Result, Data } = envelopeOf<Data>(await toPressure({ refrigerant: 'R134a', absolute: true, oldunit: '℃', oldvalue: 0, newunit: 'kPa' }));
    expect(Result).toBe(0);
    expect(Data!.Val).toBeCloseTo(292.80318, 2);
    expect(Data!.Bubble).toBe(Data!.Dew);
  });

  it('gives gauge pressure when absolute is false (absolute minus 1.01325 bar)', async () => {
    const { Data } = envelopeOf<Data>(await toPressure({ refrigerant: 'R134a', absolute: false, oldunit: '℃', oldvalue: 0, newunit: 'bar' }));
    expect(Data!.Val).toBeCloseTo(2.9280318 - 1.01325, 4);
  });

  it('gives bubble and dew for a blend, Val being the dew value', async () => {
    const { Data } = envelopeOf<Data>(await toPressure({ refrigerant: 'R410A', absolute: true, oldunit: 'C', oldvalue: '0', newunit: 'bar' }));
    expect(Data!.Bubble).toBeCloseTo(8.0070538, 3);
    expect(Data!.Dew).toBeCloseTo(7.9808298, 3);
    expect(Data!.Val).toBe(Data!.Dew);
  });

  it('converts in imperial units: R134a at 32 ℉ in psi gauge', async () => {
    const { Data } = envelopeOf<Data>(await toPressure({ refrigerant: 'R134a', absolute: false, oldunit: '℉', oldvalue: 32, newunit: 'Psi' }));
    expect(Data!.Val).toBeCloseTo((292803.18 - 101325) / 6894.757293168, 2); // 27.77 psig
  });

  it('answers Calculation failed for an unknown refrigerant', async () => {
    const envelope = envelopeOf(await toPressure({ refrigerant: 'R999', absolute: true, oldunit: '℃', oldvalue: 0, newunit: 'bar' }));
    expect(envelope.Result).toBe(ResultCode.calculationFailed);
    expect(envelope.ErrorMsg).toMatch(/^Calculation failed/);
    expect(envelope.ErrorMsg).toContain('R999');
  });

  it('answers Calculation failed above the critical point, naming the limit in the user unit', async () => {
    const response = await toPressure({ refrigerant: 'R744', absolute: true, oldunit: '℃', oldvalue: 40, newunit: 'bar' });
    const envelope = envelopeOf(response);
    expect(response.statusCode).toBeLessThan(500);
    expect(envelope.Result).toBe(ResultCode.calculationFailed);
    expect(envelope.ErrorMsg).toContain('℃');
    expect(envelope.ErrorMsg).toMatch(/30\.9\d ℃/); // R744 critical temperature 30.98 ℃
  });

  it('answers in Chinese when LANG is cn', async () => {
    const envelope = envelopeOf(await toPressure({ refrigerant: 'R999', absolute: true, oldunit: '℃', oldvalue: 0, newunit: 'bar' }, 'cn'));
    expect(envelope.ErrorMsg).toMatch(/^计算失败/);
  });

  it('answers Unable to calculate for a pressure given to the temperature call', async () => {
    const envelope = envelopeOf(await toPressure({ refrigerant: 'R134a', absolute: true, oldunit: 'bar', oldvalue: 3, newunit: '℃' }));
    expect(envelope.Result).toBe(ResultCode.unableToCalculate);
  });

  it('names a missing field', async () => {
    const envelope = envelopeOf(await toPressure({ absolute: true, oldunit: '℃', oldvalue: 0, newunit: 'bar' }));
    expect(envelope.Result).toBe(ResultCode.invalidInput);
    expect(envelope.ErrorMsg).toContain('refrigerant');
  });
});

describe('POST /api/unitconvert/convertpresstotemp', () => {
  it('gives bubble and dew temperatures of a mixture', async () => {
    const { Result, Data } = envelopeOf<Data>(await toTemperature({ refrigerant: 'R454B', absolute: true, oldunit: 'bar', oldvalue: 10, newunit: 'K' }));
    expect(Result).toBe(0);
    expect(Data!.Bubble).toBeCloseTo(281.7575, 2);
    expect(Data!.Dew).toBeCloseTo(283.2529, 2);
  });

  it('inverts the pressure of a pure fluid', async () => {
    const { Data } = envelopeOf<Data>(await toTemperature({ refrigerant: 'R134a', absolute: true, oldunit: 'Pa', oldvalue: 1e6, newunit: 'K' }));
    expect(Data!.Val).toBeCloseTo(312.5376, 3);
  });

  it('refuses text that is not a number', async () => {
    const envelope = envelopeOf(await toTemperature({ refrigerant: 'R134a', absolute: true, oldunit: 'bar', oldvalue: 'ten', newunit: '℃' }));
    expect(envelope.Result).toBe(ResultCode.calculationFailed);
  });
});

describe('POST /api/unitconvert/convertto_temper_bar', () => {
  const toBar = (query: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/unitconvert/convertto_temper_bar?${query}`, ...(payload && { payload }) });

  it('takes its parameters from the query string and answers the saturation pressure in bar', async () => {
    const absolute = envelopeOf<Data>(await toBar(`refrigerant=R134a&absolute=true&oldunit=${encodeURIComponent('℃')}&oldvalue=0`));
    expect(absolute.Result).toBe(0);
    expect(absolute.Data!.Val).toBeCloseTo(2.9280318, 4);
    const gauge = envelopeOf<Data>(await toBar('refrigerant=R134a&absolute=0&oldunit=F&oldvalue=32&newunit=bar'));
    expect(gauge.Data!.Val).toBeCloseTo(2.9280318 - 1.01325, 4);
  });

  it('reads the query, not a body', async () => {
    const envelope = envelopeOf(await toBar('', { refrigerant: 'R134a', oldunit: '℃', oldvalue: 0 }));
    expect(envelope.Result).toBe(ResultCode.invalidInput);
    expect(envelope.ErrorMsg).toContain('refrigerant');
  });

  it('refuses another target unit and a pressure to convert', async () => {
    const psi = envelopeOf(await toBar('refrigerant=R134a&oldunit=C&oldvalue=0&newunit=Psi'));
    expect(psi.Result).toBe(ResultCode.invalidInput);
    expect(psi.ErrorMsg).toBe('Invalid input: newunit must be one of "bar"');
    const pressure = envelopeOf(await toBar('refrigerant=R134a&oldunit=bar&oldvalue=3'));
    expect(pressure.Result).toBe(ResultCode.unableToCalculate);
  });
});
