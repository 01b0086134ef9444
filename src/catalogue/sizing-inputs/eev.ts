import type { EevRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { BAR, ratingBase, type TechOf } from './common';
import { ratingTable } from './rating-table';

/** Electronic expansion valve: Kv fully open, minimum controllable opening, MOPD, the maker's table. */
export function eevRating(tech: TechOf<'Eev'>, series: Series): EevRating {
  const rating: EevRating = { ...ratingBase(series, tech), Kv: tech.kv, minOpening: tech.minOpeningPercent / 100, mopd: tech.mopdBar * BAR };
  if (tech.ratingTable) rating.ratingTable = ratingTable(tech.ratingTable);
  return rating;
}
