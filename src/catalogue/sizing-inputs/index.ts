// From a catalogue size and its series to the engine's sizing input (SizeInput: key, series name, SI rating).
import type { RatingByFamily, SizeInput, SizingFamily } from '../../engine/sizing';
import type { Series, Size } from '../schema/entities';
import type { SizeTech } from '../schema/size-tech';
import { bvRating } from './bv';
import type { TechOf } from './common';
import { cvsRating } from './cvs';
import { eevRating } from './eev';
import { eprvRating } from './eprv';
import { filterRating } from './filter';
import { mv4Rating } from './mv4';
import { sgRating } from './sg';
import { sovRating } from './sov';
import { ssvRating } from './ssv';
import { txvOldRating } from './txv-old';
import { xtfRating } from './xtf';

const MAPPERS: { [F in SizingFamily]: (tech: TechOf<F>, series: Series) => RatingByFamily[F] } = {
  Sov: sovRating,
  TxvOld: txvOldRating,
  Eev: eevRating,
  Mv4: mv4Rating,
  Filter: filterRating,
  Xtf: xtfRating,
  Eprv: eprvRating,
  Cvs: cvsRating,
  Bv: bvRating,
  Ssv: ssvRating,
  Sg: sgRating,
};

/** The engine's rating of a family's size technical data. */
export function ratingOf<F extends SizingFamily>(family: F, tech: TechOf<F>, series: Series): RatingByFamily[F] {
  return MAPPERS[family](tech, series);
}

/**
 * The sizing input of a catalogue size: keyed by the size's Id, with its series' name (series overrides key on it).
 * Undefined when the size has no technical data of that family (list-only families, incomplete data).
 */
export function sizingInput<F extends SizingFamily>(family: F, size: Size, series: Series): SizeInput<F, number> | undefined {
  const tech: SizeTech | undefined = size.tech;
  if (!tech || tech.family !== family) return undefined;
  return { key: size.Id, series: series.Name, rating: ratingOf(family, tech as TechOf<F>, series) };
}
