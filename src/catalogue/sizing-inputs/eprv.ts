import type { EprvRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { BAR, ratingBase, type TechOf } from './common';

/** Electronic regulator: Kv fully open, MOPD, duty. */
export function eprvRating(tech: TechOf<'Eprv'>, series: Series): EprvRating {
  return { ...ratingBase(series, tech), Kv: tech.kv, mopd: tech.mopdBar * BAR, regulation: tech.regulation };
}
