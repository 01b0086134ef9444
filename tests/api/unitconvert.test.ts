import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../src/contracts/envelope';
import { unitConversions } from '../../src/contracts/unitconvert';
import { unitConversionData, unitSetListData } from '../../src/contracts/schemas';
import { convert } from '../../src/engine/units';
import { buildTestApp, envelopeOf, post } from './helper';

interface Case {
  oldvalue: number | string;
  oldunit: string;
  newunit: string;
  expected: number;
  /** Relative tolerance: 1e-12 for exact definitions, 1e-6 for factors NIST prints to 7 digits. */
  tolerance: number;
}

/**
 * Expected values from NIST SP 811 (2008), Appendix B.8 and B.9, and the definitions behind them, written here
 * rather than taken from the engine's table.
 */
const exact = 1e-12;
const sevenDigits = 1e-6;
const cases: Record<keyof typeof unitConversions, Case[]> = {
  temperature: [
    { oldvalue: 100, oldunit: '℃', newunit: '℉', expected: 212, tolerance: exact },
    { oldvalue: 0, oldunit: 'C', newunit: 'K', expected: 273.15, tolerance: exact },
    { oldvalue: -40, oldunit: 'degF', newunit: '℃', expected: -40, tolerance: exact },
    { oldvalue: '32', oldunit: '℉', newunit: 'K', expected: 273.15, tolerance: exact },
  ],
  temperatureDifference: [
    { oldvalue: 5, oldunit: 'K', newunit: '℉', expected: 9, tolerance: exact }, // a difference: no offset
    { oldvalue: 9, oldunit: '℉', newunit: '℃', expected: 5, tolerance: exact },
  ],
  pressure: [
    { oldvalue: 1, oldunit: 'Psi', newunit: 'Pa', expected: 6894.757293168, tolerance: 1e-12 },
    { oldvalue: 1, oldunit: 'atm', newunit: 'bar', expected: 1.01325, tolerance: exact }, // 101 325 Pa exactly
    { oldvalue: 1, oldunit: 'inHg', newunit: 'Pa', expected: 3386.389, tolerance: sevenDigits }, // conventional, 3.386 389 E+03
    { oldvalue: 1, oldunit: 'mmHg', newunit: 'Pa', expected: 133.3224, tolerance: sevenDigits }, // conventional, 1.333 224 E+02
    { oldvalue: 2.5, oldunit: 'MPa', newunit: 'mbar', expected: 25000, tolerance: exact },
  ],
  capacity: [
    { oldvalue: 1, oldunit: 'TR', newunit: 'W', expected: 3516.852842, tolerance: 1e-9 }, // 12 000 Btu_IT/h
    { oldvalue: 1, oldunit: 'Btu/h', newunit: 'W', expected: 0.2930711, tolerance: sevenDigits }, // 2.930 711 E-01
    { oldvalue: 1, oldunit: 'Kcal/h', newunit: 'W', expected: 1.163, tolerance: exact }, // kcal_IT/h, 4186.8 J / 3600 s
    { oldvalue: 1, oldunit: 'Btu/s', newunit: 'kW', expected: 1.05505585262, tolerance: exact },
    { oldvalue: 1, oldunit: 'kBtu/h', newunit: 'W', expected: 293.0711, tolerance: sevenDigits },
  ],
  massFlow: [
    { oldvalue: 1, oldunit: 'lb/h', newunit: 'kg/s', expected: 1.259979e-4, tolerance: sevenDigits }, // 1.259 979 E-04
    { oldvalue: 3600, oldunit: 'kg/h', newunit: 'kg/s', expected: 1, tolerance: exact },
  ],
  velocity: [
    { oldvalue: 1, oldunit: 'ft/s', newunit: 'm/s', expected: 0.3048, tolerance: exact },
    { oldvalue: 1, oldunit: 'ft/min', newunit: 'm/s', expected: 5.08e-3, tolerance: exact },
  ],
  volumeFlow: [
    { oldvalue: 1, oldunit: 'gal/min', newunit: 'm³/s', expected: 6.30902e-5, tolerance: sevenDigits }, // 6.309 020 E-05
    { oldvalue: 1, oldunit: 'cfm', newunit: 'm3/s', expected: 4.719474e-4, tolerance: sevenDigits }, // 4.719 474 E-04
    { oldvalue: 1, oldunit: 'm3/h', newunit: 'L/s', expected: 1 / 3.6, tolerance: exact },
    { oldvalue: 60, oldunit: 'in³/min', newunit: 'm³/s', expected: 1.6387064e-5, tolerance: exact }, // in³ = 1.638 706 4 E-05 m³
  ],
  length: [
    { oldvalue: 1, oldunit: 'inch', newunit: 'mm', expected: 25.4, tolerance: exact },
    { oldvalue: 1, oldunit: 'ft', newunit: 'in', expected: 12, tolerance: exact },
  ],
  density: [
    { oldvalue: 1, oldunit: 'lb/ft³', newunit: 'kg/m³', expected: 16.01846, tolerance: sevenDigits }, // 1.601 846 E+01
    { oldvalue: 1, oldunit: 'lb/in³', newunit: 'kg/m³', expected: 27679.9, tolerance: sevenDigits }, // 2.767 990 E+04
    { oldvalue: 1, oldunit: 'lb/gal', newunit: 'kg/m³', expected: 119.8264, tolerance: sevenDigits }, // U.S. gallon, 1.198 264 E+02
  ],
  enthalpy: [{ oldvalue: 1, oldunit: 'Btu/lb', newunit: 'kJ/kg', expected: 2.326, tolerance: exact }], // Btu_IT/lb = 2326 J/kg
  entropy: [{ oldvalue: 1, oldunit: 'Btu/(lb·F)', newunit: 'kJ/(kg·K)', expected: 4.1868, tolerance: exact }], // = 4186.8 J/(kg·K)
  flowFactor: [
    { oldvalue: 1, oldunit: 'Kv', newunit: 'Cv', expected: 1.156, tolerance: 1e-3 }, // Cv = 1.156 Kv (IEC 60534-1)
    { oldvalue: 36000, oldunit: 'Kv', newunit: 'Av', expected: 1, tolerance: exact }, // Av = Kv / 36 000 (m², m³/h at 1 bar)
  ],
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('every /api/unitconvert call converts as NIST SP 811 says', () => {
  for (const [name, call] of Object.entries(unitConversions) as [keyof typeof unitConversions, (typeof unitConversions)[keyof typeof unitConversions]][]) {
    for (const c of cases[name]) {
      it(`${call.path}: ${c.oldvalue} ${c.oldunit} -> ${c.newunit}`, async () => {
        const response = await post(app, `/api${call.path}`, { oldunit: c.oldunit, oldvalue: c.oldvalue, newunit: c.newunit });
        expect(response.statusCode).toBe(200);
        const envelope = envelopeOf<{ Val: number }>(response);
        expect(envelope).toMatchObject({ Result: ResultCode.ok, ErrorMsg: '' });
        const { Val } = unitConversionData.parse(envelope.Data);
        expect(Math.abs(Val - c.expected) / Math.abs(c.expected), `Val ${Val}, expected ${c.expected}`).toBeLessThanOrEqual(c.tolerance);
      });
    }
  }

  // Issue #10: answers carry no floating-point noise; display rounding is the client's.
  it('answers without floating-point noise: 0 ℃ is 32 ℉', async () => {
    expect(convert(0, '℃', '℉', 'Temp')).not.toBe(32); // the noise the answer must not carry
    const response = await post(app, '/api/unitconvert/converttoany_temper', { oldunit: '℃', oldvalue: 0, newunit: '℉' });
    expect(envelopeOf<{ Val: number }>(response).Data).toEqual({ Val: 32 });
  });

  it('keeps 12 significant digits, never rounding to the 2 decimals the client shows', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_press', { oldunit: 'bar', oldvalue: 3.3, newunit: 'Psi' });
    const { Val } = envelopeOf<{ Val: number }>(response).Data!;
    expect(Val).toBe(47.862453451); // 3.3 bar = 330 000 Pa / 6 894.757 293 168 Pa = 47.862 453 450 97 psi
    expect(Val).toBe(Number(convert(3.3, 'bar', 'Psi', 'Press').toPrecision(12)));
  });

  it('reads numeric text, with blanks around it', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_length', { oldunit: 'in', oldvalue: ' 0.5 ', newunit: 'mm' });
    expect(envelopeOf<{ Val: number }>(response).Data).toEqual({ Val: 12.7 });
  });
});

describe('POST /api/unitconvert/converttoc_temper', () => {
  it('converts any temperature unit to ℃, with or without newunit', async () => {
    const fahrenheit = await post(app, '/api/unitconvert/converttoc_temper', { oldunit: '℉', oldvalue: 212 });
    expect(envelopeOf(fahrenheit)).toEqual({ Result: ResultCode.ok, Data: { Val: 100 }, ErrorMsg: '' });
    const kelvin = await post(app, '/api/unitconvert/converttoc_temper', { oldunit: 'K', oldvalue: '0', newunit: '℃' });
    expect(envelopeOf(kelvin).Data).toEqual({ Val: -273.15 });
    const alias = await post(app, '/api/unitconvert/converttoc_temper', { oldunit: 'degF', oldvalue: 32, newunit: 'C' });
    expect(envelopeOf(alias).Data).toEqual({ Val: 0 });
  });

  it('refuses a newunit other than ℃ rather than answer ℃ under its name', async () => {
    const response = await post(app, '/api/unitconvert/converttoc_temper', { oldunit: '℃', oldvalue: 10, newunit: '℉' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ Result: ResultCode.invalidInput, Data: null });
    expect(envelopeOf(response).ErrorMsg).toBe('Invalid input: newunit must be one of "℃", "C", "°C", "degC", "celsius"');
  });

  it('answers "Unable to calculate" for a unit that is not a temperature', async () => {
    const response = await post(app, '/api/unitconvert/converttoc_temper', { oldunit: 'bar', oldvalue: 1 });
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.unableToCalculate, Data: null, ErrorMsg: "Unable to calculate: 'bar' is not a unit of Temperature" });
  });
});

describe('conversion failures answer a Result, never a 5xx', () => {
  it('an unknown unit is "Calculation failed" with the unit named', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_press', { oldunit: 'xyz', oldvalue: 1, newunit: 'bar' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.calculationFailed, Data: null, ErrorMsg: "Calculation failed: unknown unit 'xyz'" });
  });

  it('a unit of another quantity is "Unable to calculate"', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_press', { oldunit: 'bar', oldvalue: 1, newunit: '℃' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({
      Result: ResultCode.unableToCalculate,
      Data: null,
      ErrorMsg: "Unable to calculate: '℃' is not a unit of Pressure",
    });
  });

  it('a unit of another quantity than the call\'s is "Unable to calculate", even when both units share one', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_capacity', { oldunit: 'kg/h', oldvalue: 1, newunit: 'kW' });
    expect(envelopeOf(response)).toMatchObject({ Result: ResultCode.unableToCalculate, ErrorMsg: "Unable to calculate: 'kg/h' is not a unit of Cooling capacity" });
  });

  it('text that is not a number is "Calculation failed", in the request language', async () => {
    const en = await post(app, '/api/unitconvert/converttoany_temper', { oldunit: '℃', oldvalue: 'abc', newunit: '℉' });
    expect(en.statusCode).toBe(200);
    expect(envelopeOf(en)).toEqual({ Result: ResultCode.calculationFailed, Data: null, ErrorMsg: "Calculation failed: 'abc' is not a number" });
    const cn = await post(app, '/api/unitconvert/converttoany_temper', { oldunit: '℃', oldvalue: '12,5x', newunit: '℉' }, { lang: 'cn' });
    expect(envelopeOf(cn).ErrorMsg).toBe('计算失败：“12,5x”不是数字');
  });

  it('empty text is not a number', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_temper', { oldunit: '℃', oldvalue: '', newunit: '℉' });
    expect(envelopeOf(response).Result).toBe(ResultCode.calculationFailed);
  });

  it('a missing field is a 400 naming the field, in English and in Chinese', async () => {
    const en = await post(app, '/api/unitconvert/converttoany_temper', { oldvalue: 1, newunit: '℉' }, { lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(envelopeOf(en)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: oldunit is required' });
    const cn = await post(app, '/api/unitconvert/converttoany_temper', { oldvalue: 1, newunit: '℉' }, { lang: 'cn' });
    expect(cn.statusCode).toBe(400);
    expect(envelopeOf(cn).ErrorMsg).toBe('输入无效：oldunit 为必填项');
  });

  it('a value of the wrong type names the types the field accepts', async () => {
    const response = await post(app, '/api/unitconvert/converttoany_temper', { oldunit: '℃', oldvalue: true, newunit: '℉' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).ErrorMsg).toBe('Invalid input: oldvalue must be a number or text');
  });
});

describe('GET /api/unitconvert/unitsets', () => {
  it('lists every quantity with its units and the defaults of both unit systems', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unitconvert/unitsets' });
    expect(response.statusCode).toBe(200);
    const data = unitSetListData.parse(envelopeOf(response).Data);
    expect(data.quantities['Press']).toEqual(expect.arrayContaining(['Pa', 'kPa', 'MPa', 'mbar', 'bar', 'atm', 'mmHg', 'inHg', 'Psi']));
    expect(data.quantities['Temp']).toEqual(expect.arrayContaining(['℃', '℉', 'K']));
    expect(data.quantities['FlowFactor']).toEqual(expect.arrayContaining(['m³/s (Av)', 'm³/h (Kv)', 'gal/min (Cv)']));
    expect(Object.keys(data.quantities)).toHaveLength(13);
    expect(data.quantities['Density']).toEqual(expect.arrayContaining(['kg/m³', 'lb/in³', 'lb/ft³', 'lb/gal']));
    expect(data.unitSystems['2']).toMatchObject({ Temp: '℃', Press: 'bar', VolumeFlow: 'm³/h' });
    expect(data.unitSystems['1']).toMatchObject({ Temp: '℉', Press: 'Psi', CoolCapacity: 'TR' });
  });
});
