// The provenance of the families whose models read no maker's table: the figure rests on the size's Kv at the
// actual conditions, or on a drier's rating at AHRI 710 carried to them (models/filter.ts).
import type { SizingContext } from './model';
import { equationOfState, type Provenance, type RatingBasis } from './provenance';
import type { FilterRating, RatingBase } from './ratings';
import type { SizingFamily } from './types';

/** Flow-coefficient families: IEC 60534-2-1 sizing equations on the catalogue's Kv. */
const KV_STANDARD = 'IEC 60534-2-1';

function ahriBasis(rating: FilterRating): RatingBasis {
  const r = rating.ratingConditions;
  return { kind: 'rating', standard: 'AHRI 710', liquidTemperature: r.Tk - r.subcooling, subcooling: r.subcooling, superheat: r.superheat, drop: rating.ratedDp };
}

/**
 * The provenance of a family whose model reads no table: its Kv at the actual conditions, or a drier's rating at
 * AHRI 710 carried to them.
 */
export function familyProvenance(family: SizingFamily, ctx: SizingContext, rating: RatingBase): Provenance {
  const { point, conditions: c } = ctx;
  const basis: RatingBasis =
    family === 'Filter'
      ? ahriBasis(rating as FilterRating)
      : { kind: 'kv', standard: KV_STANDARD, liquidTemperature: point.line('A').T, subcooling: c.DTSC1 + c.DTSC2, superheat: c.DTSH1 };
  return { method: 'model', basis, corrections: [], equationOfState: equationOfState(ctx.refrigerant) };
}
