import type { SgRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { ratingBase, type TechOf } from './common';

/** Sight glass: Kv. */
export function sgRating(tech: TechOf<'Sg'>, series: Series): SgRating {
  return { ...ratingBase(series, tech), Kv: tech.kv };
}
