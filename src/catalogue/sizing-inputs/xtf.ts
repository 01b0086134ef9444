import type { XtfRating } from '../../engine/sizing';
import type { Series } from '../schema/entities';
import { absolutePa, BAR, ratingBase, type TechOf } from './common';

/** Mechanical regulator: Kv at the offset and fully open, setting range (gauge in the catalogue, absolute here). */
export function xtfRating(tech: TechOf<'Xtf'>, series: Series): XtfRating {
  return {
    ...ratingBase(series, tech),
    Kv: tech.kv,
    KvMax: tech.kvMax,
    offset: tech.offsetBar * BAR,
    settingMin: absolutePa(tech.rangeMinBar),
    settingMax: absolutePa(tech.rangeMaxBar),
    regulation: tech.regulation,
  };
}
