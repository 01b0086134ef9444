import type { EevRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { BAR, ratingBase, type TechOf } from './common';

/** Electronic expansion valve: Kv fully open, minimum controllable opening, MOPD. */
export function eevRating(tech: TechOf<'Eev'>, series: Series): EevRating {
  return { ...ratingBase(series, tech), Kv: tech.kv, minOpening: tech.minOpeningPercent / 100, mopd: tech.mopdBar * BAR };
}
