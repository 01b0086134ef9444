import type { TxvRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { KELVIN, ratingBase, type TechOf } from './common';
import { ratingTable } from './rating-table';

/** Thermostatic expansion valve: orifice Kv, equaliser, the charge's evaporating range and MOP, the maker's table. */
export function txvOldRating(tech: TechOf<'TxvOld'>, series: Series): TxvRating {
  const rating: TxvRating = {
    ...ratingBase(series, tech),
    Kv: tech.kv,
    equalizer: tech.equalizer,
    evaporatingMin: tech.evapMinC + KELVIN,
    evaporatingMax: tech.evapMaxC + KELVIN,
  };
  if (tech.mopC !== undefined) rating.mop = tech.mopC + KELVIN;
  if (tech.ratingTable) rating.ratingTable = ratingTable(tech.ratingTable);
  return rating;
}
