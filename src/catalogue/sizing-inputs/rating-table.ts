// A maker's rating table from the catalogue's units (°C, kW, bar; null for a missing cell) to the engine's (K, W,
// Pa; NaN), once per size when the catalogue's sizes are put in scope: grading then reads typed arrays only.
import type { RatingGrid, RatingTable } from '../../engine/sizing';
import type { RatingGridData, RatingTableData } from '../schema/rating-table';
import { BAR, KELVIN } from './common';

function grid(g: RatingGridData): RatingGrid {
  return {
    te: Float64Array.from(g.teC, (t) => t + KELVIN),
    tc: Float64Array.from(g.tcC, (t) => t + KELVIN),
    capacity: Float64Array.from(g.capacityKW.flat(), (q) => (q === null ? NaN : q * 1000)),
  };
}

/** The engine's rating table of a size's catalogue table. */
export function ratingTable(data: RatingTableData): RatingTable {
  const table: RatingTable = {
    basis: { standard: data.standard, subcooling: data.subcoolingK, superheat: data.superheatK, losses: data.lossesBar * BAR },
    grids: Object.fromEntries(Object.entries(data.grids).map(([refrigerant, g]) => [refrigerant, grid(g)])),
  };
  if (data.subcoolingFactors) {
    table.subcoolingFactors = Object.fromEntries(
      Object.entries(data.subcoolingFactors).map(([refrigerant, pairs]) => [refrigerant, { upTo: pairs.map(([k]) => k), factor: pairs.map(([, f]) => f) }]),
    );
  }
  return table;
}
