// Sporlan Bulletin 10-10 (Thermostatic Expansion Valves with Selective Thermostatic Charges): the capacity of a
// TEV at another pressure drop is its rated capacity times the pressure-drop correction factor sqrt(Δp/Δp_rated).
// The TxvOld model must reproduce the factor exactly at any drop, refrigerant and liquid temperature.
import { describe, expect, it } from 'vitest';
import { calculateSizes } from '../../../src/engine';

const K = 273.15;
const txv = { refrigerants: ['R22', 'R134a', 'R404A'], approvals: [], maxWorkingPressure: 60e5, Kv: 0.1, equalizer: 'external' as const, evaporatingMin: K - 45, evaporatingMax: K + 15 };
const capacity = (refrigerant: string, Dp1: number) =>
  calculateSizes('TxvOld', { refrigerant, conditions: { Te: K + 4.4, Tk: K + 37.8, DTSC1: 0, DTSH1: 4, Dp1 }, sizes: [{ key: 1, rating: txv }] })[0]!.values;

describe('Sporlan pressure-drop correction factors', () => {
  it.each(['R22', 'R134a', 'R404A'])('%s: capacity(Δp)/capacity(Δp_rated) = sqrt(Δp/Δp_rated)', (refrigerant) => {
    const rated = capacity(refrigerant, 0);
    for (const lower of [0.5e5, 2e5, 4e5]) {
      const v = capacity(refrigerant, lower);
      expect(v.capacity! / rated.capacity!).toBeCloseTo(Math.sqrt(v.availableDrop! / rated.availableDrop!), 12);
    }
  });
});
