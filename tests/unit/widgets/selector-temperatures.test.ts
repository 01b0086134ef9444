import { describe, expect, it } from 'vitest';
import { temperatureProblems } from '../../../widgets/selector/selector.temperatures';

// R410A's equations cover −73.2 ℃ (200.0 K) to its critical point 71.3 ℃ (344.5 K).
const r410a = { min: 199.95, max: 344.49 };

describe('Te and Tk in the form', () => {
  it('compares Te and Tk across units: 14 ℉ (−10 ℃) is not below −20 ℃', () => {
    expect(temperatureProblems({ Te: { value: 14, unit: '℉' }, Tk: { value: -20, unit: '℃' } }, undefined)).toEqual({ Te: 'notBelowCondensing' });
    expect(temperatureProblems({ Te: { value: 14, unit: '℉' }, Tk: { value: 40, unit: '℃' } }, undefined)).toEqual({});
    expect(temperatureProblems({ Te: { value: 263.15, unit: 'K' }, Tk: { value: -10, unit: '℃' } }, undefined)).toEqual({ Te: 'notBelowCondensing' });
  });

  it('holds each to the refrigerant’s saturation range once known, in any unit', () => {
    expect(temperatureProblems({ Te: { value: -100, unit: '℃' }, Tk: { value: 40, unit: '℃' } }, r410a)).toEqual({ Te: 'outOfRange' });
    expect(temperatureProblems({ Te: { value: -10, unit: '℃' }, Tk: { value: 170, unit: '℉' } }, r410a)).toEqual({ Tk: 'outOfRange' });
    expect(temperatureProblems({ Te: { value: -10, unit: '℃' }, Tk: { value: 158, unit: '℉' } }, r410a)).toEqual({});
    expect(temperatureProblems({ Te: { value: -100, unit: '℃' } }, undefined)).toEqual({});
  });
});
