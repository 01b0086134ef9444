import type { FilterRating } from '../../engine';
import { EngineError } from '../../engine/errors';
import type { Series } from '../schema/entities';
import { BAR, KELVIN, ratingBase, watts, type TechOf } from './common';

/** Filter drier: rated capacities at the rating drop (AHRI 710) and the series' rating conditions. */
export function filterRating(tech: TechOf<'Filter'>, series: Series): FilterRating {
  const r = series.tech.rating;
  if (!r) throw new EngineError({ code: 'missing_rating', quantity: 'series.tech.rating', name: series.Name });
  return {
    ...ratingBase(series, tech),
    ratedCapacity: watts(tech.ratedCapacityKW),
    ratedDp: tech.ratedDpBar * BAR,
    ratedPosition: tech.duty === 'suction' ? 'C' : 'A',
    ratingConditions: { Te: r.teC + KELVIN, Tk: r.tkC + KELVIN, superheat: r.superheatK, subcooling: r.subcoolingK },
  };
}
