import { describe, expect, it } from 'vitest';
import { toSI } from '../../../src/engine/units';
import { temperatureProblems } from '../../../widgets/selector/selector.temperatures';

// R410A's equations cover −73.2 ℃ (200.0 K) to its critical point 71.3 ℃ (344.5 K).
const r410a = { min: 199.95, max: 344.49 };
/** A temperature as typed, in K as the form holds it: the unit applied at the edge. */
const K = (value: number, unit: string) => toSI('Temp', value, unit);

describe('Te and Tk in the form', () => {
  it('compares Te and Tk across units: 14 ℉ (−10 ℃) is not below −20 ℃', () => {
    expect(temperatureProblems({ evaporatingTemperature: K(14, '℉'), condensingTemperature: K(-20, '℃') }, undefined)).toEqual({ evaporatingTemperature: 'notBelowCondensing' });
    expect(temperatureProblems({ evaporatingTemperature: K(14, '℉'), condensingTemperature: K(40, '℃') }, undefined)).toEqual({});
    expect(temperatureProblems({ evaporatingTemperature: K(263.15, 'K'), condensingTemperature: K(-10, '℃') }, undefined)).toEqual({ evaporatingTemperature: 'notBelowCondensing' });
  });

  it('holds each to the refrigerant’s saturation range once known, in any unit', () => {
    expect(temperatureProblems({ evaporatingTemperature: K(-100, '℃'), condensingTemperature: K(40, '℃') }, r410a)).toEqual({ evaporatingTemperature: 'outOfRange' });
    expect(temperatureProblems({ evaporatingTemperature: K(-10, '℃'), condensingTemperature: K(170, '℉') }, r410a)).toEqual({ condensingTemperature: 'outOfRange' });
    expect(temperatureProblems({ evaporatingTemperature: K(-10, '℃'), condensingTemperature: K(158, '℉') }, r410a)).toEqual({});
    expect(temperatureProblems({ evaporatingTemperature: K(-100, '℃') }, undefined)).toEqual({});
  });
});
