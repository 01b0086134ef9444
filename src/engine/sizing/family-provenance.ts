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

// Every size of a calculation shares its Kv basis, and a family's driers their rating: one provenance each, so that
// the rows word it once (src/selection/provenance.ts).
const shared = new WeakMap<SizingContext, Map<string, Provenance>>();
// A drier's rating basis as a key, made once per rating (ratings outlive calculations).
const ratingKeys = new WeakMap<FilterRating, string>();

function ratingKey(drier: FilterRating): string {
  let key = ratingKeys.get(drier);
  if (key === undefined) {
    const r = drier.ratingConditions;
    ratingKeys.set(drier, (key = `${r.Te}|${r.Tk}|${r.subcooling}|${r.superheat}|${drier.ratedDp}`));
  }
  return key;
}

/**
 * The provenance of a family whose model reads no table: its Kv at the actual conditions, or a drier's rating at
 * AHRI 710 carried to them.
 */
export function familyProvenance(family: SizingFamily, ctx: SizingContext, rating: RatingBase): Provenance {
  const { point, conditions: c } = ctx;
  const drier = family === 'Filter' ? (rating as FilterRating) : undefined;
  const key = drier ? ratingKey(drier) : 'kv';
  let known = shared.get(ctx);
  if (!known) shared.set(ctx, (known = new Map()));
  let provenance = known.get(key);
  if (!provenance) {
    const basis: RatingBasis = drier
      ? ahriBasis(drier)
      : { kind: 'kv', standard: KV_STANDARD, liquidTemperature: point.line('A').T, subcooling: c.subcooling + c.liquidLineSubcooling, superheat: c.superheat };
    known.set(key, (provenance = { method: 'model', basis, corrections: [], equationOfState: equationOfState(ctx.refrigerant) }));
  }
  return provenance;
}
