// The sizing model of each family, and the series that override their family's model (spec: CBVT, BCV, DPF(R)).
import type { SizingModel } from '../model';
import { bcvOverride } from '../overrides/bcv';
import { cbvtOverride } from '../overrides/cbvt';
import { dpfROverride } from '../overrides/dpf-r';
import type { RatingByFamily } from '../ratings';
import type { SizingFamily } from '../types';
import { bvModel } from './bv';
import { cvsModel } from './cvs';
import { eevModel } from './eev';
import { eprvModel } from './eprv';
import { filterModel } from './filter';
import { mv4Model } from './mv4';
import { sgModel } from './sg';
import { sovModel } from './sov';
import { ssvModel } from './ssv';
import { txvOldModel } from './txv-old';
import { xtfModel } from './xtf';

export const FAMILY_MODELS: { readonly [F in SizingFamily]: SizingModel<RatingByFamily[F]> } = {
  Sov: sovModel,
  TxvOld: txvOldModel,
  Eev: eevModel,
  Mv4: mv4Model,
  Filter: filterModel,
  Xtf: xtfModel,
  Eprv: eprvModel,
  Cvs: cvsModel,
  Bv: bvModel,
  Ssv: ssvModel,
  Sg: sgModel,
};

/** Series (by name) whose sizing differs from their family's model. */
export const SERIES_OVERRIDES: { readonly [F in SizingFamily]?: Readonly<Record<string, SizingModel<RatingByFamily[F]>>> } = {
  Eev: { 'DPF(R)': dpfROverride },
  Bv: { CBVT: cbvtOverride },
  Cvs: { BCV: bcvOverride },
};

/** The model a size of a series is computed with: the series' override, else its family's model. */
export function modelFor<F extends SizingFamily>(family: F, series?: string): SizingModel<RatingByFamily[F]> {
  const override = series === undefined ? undefined : SERIES_OVERRIDES[family]?.[series];
  return (override ?? FAMILY_MODELS[family]) as SizingModel<RatingByFamily[F]>;
}

/** True for the families that have a sizing model. */
export function isSizingFamily(name: string): name is SizingFamily {
  return Object.hasOwn(FAMILY_MODELS, name);
}
