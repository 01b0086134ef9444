import type { Mv4Rating } from '../../engine';
import { EngineError } from '../../engine/errors';
import type { Series } from '../schema/entities';
import { BAR, ratingBase, ratingPoint, type TechOf } from './common';

/** The refrigerant the four-way valves' minimum shifting capacity is stated for (Sanhua SHF: R407C, condition 1). */
export const SHIFT_REFRIGERANT = 'R407C';

/** Four-way valve: Kv, shift differential and flow, maximum operating differential. */
export function mv4Rating(tech: TechOf<'Mv4'>, series: Series): Mv4Rating {
  const rating = series.tech.rating;
  if (!rating) throw new EngineError({ code: 'missing_rating', quantity: 'series.tech.rating', name: series.Name });
  return {
    ...ratingBase(series, { psBar: tech.psBar, connInMm: tech.sTubeMm }),
    Kv: tech.kv,
    minShiftDp: tech.minShiftDpBar * BAR,
    maxOperatingDp: tech.maxOperatingDpBar * BAR,
    minShiftCapacity: tech.minShiftCapacityKW * 1000,
    shiftRating: ratingPoint(SHIFT_REFRIGERANT, rating),
  };
}
