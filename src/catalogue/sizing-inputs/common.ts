// What every size's rating shares, from the catalogue's series and size data: units from the catalogue's (bar
// gauge, mm, °C, kW) to the engine's SI (Pa absolute, m, K, W).
import type { RatingBase, RatingPoint } from '../../engine/sizing';
import type { RatingConditions, Series } from '../schema/entities';
import type { SizeTech } from '../schema/size-tech';

/** The technical data of one family's sizes. */
export type TechOf<F extends SizeTech['family']> = Extract<SizeTech, { family: F }>;

export const ATMOSPHERE = 101_325;
export const BAR = 1e5;
export const KELVIN = 273.15;

/** Gauge bar to absolute Pa. */
export const absolutePa = (barGauge: number): number => barGauge * BAR + ATMOSPHERE;

export function ratingBase(series: Series, tech: { psBar?: number | undefined; connInMm?: number }): RatingBase {
  const base: RatingBase = {
    refrigerants: series.Refrigerants,
    approvals: series.Safetycer,
    maxWorkingPressure: absolutePa(tech.psBar ?? series.tech.psBar),
  };
  if (tech.connInMm !== undefined) base.connectionDiameter = tech.connInMm / 1000;
  return base;
}

/** A series' rating conditions as an engine rating point for a refrigerant. */
export function ratingPoint(refrigerant: string, r: RatingConditions): RatingPoint {
  return { refrigerant, Te: r.teC + KELVIN, Tk: r.tkC + KELVIN, superheat: r.superheatK, subcooling: r.subcoolingK };
}

/** kW per refrigerant to W. */
export function watts(kw: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(kw).map(([k, v]) => [k, v * 1000]));
}
