// The rules over the condition catalogue (src/engine/sizing/condition-rules.ts), at their boundaries, with the bounds
// read from the catalogue and from the engine's limits(): a rule or a catalogue entry changed by hand fails here.
import { describe, expect, it } from 'vitest';
import { CONDITION_NAMES, CONDITIONS, limits } from '../../../../src/engine';
import { conditionMagnitudes, gasCoolerFollows, GAS_COOLER_REFRIGERANTS, hasGasCooler, inRange, saturationProblems, signProblem } from '../../../../src/engine/sizing/condition-rules';

const numbers = CONDITION_NAMES.filter((name) => conditionMagnitudes(name) !== undefined);

describe('signProblem: the catalogue\'s sign rules', () => {
  it('holds the duty and the allowed drop above zero, and only them (the specification\'s rules, issue 36)', () => {
    expect(numbers.filter((name) => CONDITIONS[name].positive)).toEqual(['capacity', 'allowedDrop']);
  });

  it.each(numbers)('%s: refused just past its bound, taken at it', (name) => {
    const { min } = conditionMagnitudes(name)!;
    if (CONDITIONS[name].positive) {
      expect(signProblem(name, 0)).toBe('notPositive');
      expect(signProblem(name, -1)).toBe('notPositive');
      expect(signProblem(name, Number.MIN_VALUE)).toBeUndefined();
    } else if (min === 0) {
      expect(signProblem(name, -Number.MIN_VALUE)).toBe('negative');
      expect(signProblem(name, 0)).toBeUndefined();
    } else {
      // A temperature's sign says nothing (K): its range does.
      expect(signProblem(name, -1)).toBeUndefined();
    }
  });

  it('starts the magnitudes of differences, pressures and the duty at zero or above, never below', () => {
    for (const name of numbers) expect(conditionMagnitudes(name)!.min).toBeGreaterThanOrEqual(0);
    expect(conditionMagnitudes('superheat')).toEqual({ min: 0, max: 100 });
  });
});

describe('saturationProblems: Te and Tk within the saturation range, Te below Tk', () => {
  const range = { ...limits('R410A').saturationTemperature };

  it('takes both bounds of the range and refuses just outside them', () => {
    const below = range.min - 1e-9;
    const above = range.max + 1e-9;
    expect(saturationProblems({ evaporatingTemperature: range.min, condensingTemperature: range.max }, range)).toEqual({});
    expect(saturationProblems({ evaporatingTemperature: below, condensingTemperature: range.max }, range)).toEqual({ evaporatingTemperature: 'outOfRange' });
    expect(saturationProblems({ evaporatingTemperature: range.min, condensingTemperature: above }, range)).toEqual({ condensingTemperature: 'outOfRange' });
  });

  it('refuses Te at Tk (said at Te), takes it just below; only once both are within the range', () => {
    expect(saturationProblems({ evaporatingTemperature: 280, condensingTemperature: 280 }, range)).toEqual({ evaporatingTemperature: 'notBelowCondensing' });
    expect(saturationProblems({ evaporatingTemperature: 280 - 1e-9, condensingTemperature: 280 }, range)).toEqual({});
    expect(saturationProblems({ evaporatingTemperature: 300, condensingTemperature: 290 }, undefined)).toEqual({ evaporatingTemperature: 'notBelowCondensing' });
    expect(saturationProblems({ evaporatingTemperature: range.max + 1, condensingTemperature: range.max }, range)).toEqual({ evaporatingTemperature: 'outOfRange' });
  });

  it('says nothing of a temperature not known', () => {
    expect(saturationProblems({ evaporatingTemperature: 100 }, undefined)).toEqual({});
    expect(saturationProblems({}, range)).toEqual({});
  });

  it('reads exclusive bounds as such', () => {
    expect(inRange(1, { min: 1, max: 2, minExclusive: true })).toBe(false);
    expect(inRange(2, { min: 1, max: 2, maxExclusive: true })).toBe(false);
    expect(inRange(1.5, { min: 1, max: 2, minExclusive: true, maxExclusive: true })).toBe(true);
  });
});

describe('gasCoolerFollows: where R744 leaves condensing for the gas cooler', () => {
  const max = limits('R744').saturationTemperature.max;

  it('is R744 alone, at the critical temperature the engine states (Span & Wagner 1996: 304.1282 K, 30.98 ℃)', () => {
    expect(GAS_COOLER_REFRIGERANTS).toEqual(['R744']);
    expect(max).toBeCloseTo(304.1282, 4);
    expect(max).toBeCloseTo(limits('R744').critical!.temperature, 6);
  });

  it('switches at the top of the saturation range, not a hair below', () => {
    expect(gasCoolerFollows('R744', max, max)).toBe(true);
    expect(gasCoolerFollows('R744', max - 1e-6, max)).toBe(false);
    expect(gasCoolerFollows('R744', max + 10, max)).toBe(true);
  });

  it('never for a refrigerant that condenses, however warm', () => {
    const r410a = limits('R410A').saturationTemperature.max;
    expect(hasGasCooler('R410A')).toBe(false);
    expect(gasCoolerFollows('R410A', r410a + 10, r410a)).toBe(false);
  });
});
