import type { CvsRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { BAR, ratingBase, type TechOf } from './common';

/** Check valve: Kv fully open, lift and full-opening differentials. */
export function cvsRating(tech: TechOf<'Cvs'>, series: Series): CvsRating {
  return { ...ratingBase(series, tech), Kv: tech.kv, openingDp: tech.openingDpBar * BAR, fullOpenDp: tech.fullOpenDpBar * BAR };
}
