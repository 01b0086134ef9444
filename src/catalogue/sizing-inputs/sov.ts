import type { SovRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { BAR, ratingBase, type TechOf } from './common';

/** Solenoid valve: Kv, the AC-coil MOPD (the catalogue's rated figure), the pilot valves' opening differential. */
export function sovRating(tech: TechOf<'Sov'>, series: Series): SovRating {
  return {
    ...ratingBase(series, tech),
    Kv: tech.kv,
    mopd: tech.mopdAcBar * BAR,
    minOpeningDp: tech.minOpeningDpBar * BAR,
    normallyOpen: tech.normally === 'NO',
  };
}
