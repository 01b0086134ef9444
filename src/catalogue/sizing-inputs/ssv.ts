import type { SsvRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { ratingBase, type TechOf } from './common';

/** Shut-off valve: Kv and charging port. */
export function ssvRating(tech: TechOf<'Ssv'>, series: Series): SsvRating {
  return { ...ratingBase(series, tech), Kv: tech.kv, chargingPort: tech.chargingPort };
}
