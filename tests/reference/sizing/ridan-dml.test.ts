// Filter driers: one refrigerant's rating carried to another, against Ridan's DML 083S (code 023Z5058R) liquid
// capacities, ../shared/reference-tables/filter-driers.md: R22 11.2, R134a 10.9, R404A/R507 7.7, R407C 11, R410A
// 11.3 kW. Their basis is not stated with them; Danfoss (Ridan is the former Danfoss Russia) rates DML driers to
// AHRI 710: 0.07 bar drop, liquid +30 °C, evaporating −15 °C, which we assume.
// Which law carries a rating, from each refrigerant's figure to the other four, model ÷ published − 1 (issue 23):
//   turbulent core, Δp ∝ ρv² (effect × sqrt(ρ)):   −5.8…+6.2 %  (from R407C −2.1…+4.0 %)  ← the Filter model
//   refrigerating effect alone:                      −8.6…+9.4 %
//   laminar core, Darcy Δp ∝ μv (effect × ρ / μ):    about ±20 % (saturated-liquid viscosities at 30 °C, NIST
//     REFPROP values rounded: R22 156, R134a 183, R404A 120, R407C 147, R410A 113 µPa·s; the engine has no
//     viscosity, so this law is only reported here)
// Ridan prints two or three digits: "11 kW" alone stands for 10.5…11.5 (±4.5 %). The former model put the blends'
// liquid at the bubble point of the 30 °C dew pressure (R407C at 25 °C) and was off −8.0…+8.7 %.
import { describe, expect, it } from 'vitest';
import { calculateSizes, saturation, type FilterRating } from '../../../src/engine';

const K = 273.15;
const PUBLISHED_KW: Readonly<Record<string, number>> = { R22: 11.2, R134a: 10.9, R404A: 7.7, R407C: 11, R410A: 11.3 };
/** The largest deviation measured with the turbulent law (6.2 %), and the printing of the figures. */
const TOLERANCE = 0.065;

/** The dew temperature whose pressure has its bubble point at tLiquid: a liquid at tLiquid with no subcooling. */
const tkForLiquid = (refrigerant: string, tLiquid: number) => saturation(refrigerant, { p: saturation(refrigerant, { T: tLiquid }).p_bubble }).T_dew;

/** A drier rated for one refrigerant only, as AHRI 710 rates it. */
const drier = (rated: string): FilterRating => ({
  refrigerants: Object.keys(PUBLISHED_KW),
  approvals: [],
  maxWorkingPressure: 46e5,
  ratedCapacity: { [rated]: PUBLISHED_KW[rated]! * 1000 },
  ratedDp: 0.07e5,
  ratedPosition: 'A',
  ratingConditions: { Te: K - 15, Tk: K + 30, superheat: 0, subcooling: 0 },
});

/** The Filter model's capacity (kW at the rating drop) for `refrigerant` at AHRI 710 conditions, liquid at 30 °C. */
function capacityKW(rated: string, refrigerant: string): number {
  const [size] = calculateSizes('Filter', {
    refrigerant,
    conditions: { evaporatingTemperature: K - 15, condensingTemperature: tkForLiquid(refrigerant, K + 30), subcooling: 0, superheat: 0, capacity: 1000 },
    sizes: [{ key: 'DML 083S', rating: drier(rated) }],
  });
  return size!.values.capacity! / 1000;
}

const pairs = Object.keys(PUBLISHED_KW).flatMap((rated) => Object.keys(PUBLISHED_KW).map((refrigerant) => ({ rated, refrigerant, expected: PUBLISHED_KW[refrigerant]! })));

describe('Ridan DML 083S: a rating carried from one refrigerant to another', () => {
  it.each(pairs)('rated for $rated: $expected kW for $refrigerant', ({ rated, refrigerant, expected }) => {
    const kW = capacityKW(rated, refrigerant);
    expect(Math.abs(kW / expected - 1), JSON.stringify({ rated, refrigerant, expected, kW })).toBeLessThanOrEqual(rated === refrigerant ? 1e-9 : TOLERANCE);
  });
});
