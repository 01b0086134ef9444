import type { BvRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { ratingBase, type TechOf } from './common';

/** Ball valve: Kv and bore type. */
export function bvRating(tech: TechOf<'Bv'>, series: Series): BvRating {
  return { ...ratingBase(series, tech), Kv: tech.kv, fullPort: tech.fullPort };
}
