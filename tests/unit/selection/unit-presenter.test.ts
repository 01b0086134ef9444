// Issue 29: a request's presenter keeps each quantity's unit, the figures it converted and the numbers it wrote as
// text, so that a calculation's rows do not convert and format the same values again. What it answers must stay what
// the conversions and Intl give each time: the reference values below are worked by hand from the unit factors.
import { describe, expect, it } from 'vitest';
import { UnitPresenter } from '../../../src/selection/unit-presenter';

describe('UnitPresenter', () => {
  it('converts to the set\'s units, the same figure asked again included', () => {
    const metric = new UnitPresenter(2, 'en');
    expect(metric.measured('Press', 1_392_275.6428)).toEqual({ value: 13.9228, unit: 'bar' });
    expect(metric.measured('Press', 1_392_275.6428)).toEqual({ value: 13.9228, unit: 'bar' });
    expect(metric.measured('Temp', 250.78)).toEqual({ value: -22.37, unit: '℃' });
    expect(metric.measured('MassFlow', 0.098263)).toEqual({ value: 353.747, unit: 'kg/h' });
    expect(metric.percent(0.769894)).toEqual({ value: 76.9894, unit: '%' });
    // 1 392 275.6428 Pa ÷ 6894.757293 Pa/psi (lbf/in²) = 201.93251 psi.
    expect(new UnitPresenter(1, 'en').measured('Press', 1_392_275.6428)).toEqual({ value: 201.933, unit: 'Psi' });
  });

  it('names a custom set\'s unit as the set spells it, and a figure that does not exist as null', () => {
    const custom = new UnitPresenter(1, 'en', { Press: 'kPa', Temp: 'K' });
    expect(custom.measured('Press', 150_000)).toEqual({ value: 150, unit: 'kPa' });
    expect(custom.measured('Temp', 250.78)).toEqual({ value: 250.78, unit: 'K' });
    expect(custom.measured('Press', Number.POSITIVE_INFINITY)).toEqual({ value: null, unit: 'kPa' });
    expect(custom.text('Press', Number.POSITIVE_INFINITY)).toBe('∞');
  });

  it('writes numbers as the language does, −0 apart from 0 in either order', () => {
    const german = new UnitPresenter(2, 'de');
    expect(german.numberText(0.9567)).toBe('0,957');
    expect(german.numberText(0.9567)).toBe('0,957');
    expect(german.text('Press', 16_000)).toBe('0,16 bar');
    expect(german.numberText(0)).toBe('0');
    expect(german.numberText(-0)).toBe('-0');
    const english = new UnitPresenter(2, 'en');
    expect(english.numberText(-0)).toBe('-0');
    expect(english.numberText(0)).toBe('0');
    expect(english.percentText(0.4)).toBe('40 %');
  });
});
