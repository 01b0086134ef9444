// A maker's rating table of an expansion valve, as the catalogue stores it: capacity by refrigerant, condensing
// (rows) and evaporating (columns) dew temperature, in °C and kW, with the basis the maker states. The import reads
// it from `<Classname>-ratings.csv` (host-site/server/catalogue/README.md); check.ts refuses broken grids.
import { z } from 'zod';

const ascending = (axis: readonly number[]) => axis.every((x, i) => i === 0 || x > axis[i - 1]!);

/** One refrigerant's grid: capacityKW[row by tcC][column by teC], null where the maker gives no figure. */
export const RatingGridData = z
  .strictObject({
    teC: z.array(z.number()).min(1),
    tcC: z.array(z.number()).min(1),
    capacityKW: z.array(z.array(z.number().nullable())),
  })
  .refine((g) => ascending(g.teC) && ascending(g.tcC), 'teC and tcC must be strictly ascending')
  .refine((g) => g.capacityKW.length === g.tcC.length && g.capacityKW.every((row) => row.length === g.teC.length), 'capacityKW needs one row per tcC and one cell per teC');
export type RatingGridData = z.infer<typeof RatingGridData>;

export const RatingTableData = z.strictObject({
  /** The rating standard or method as the maker names it, shown with every result read from the table. */
  standard: z.string().min(1),
  /** Liquid subcooling the table is stated at, K. */
  subcoolingK: z.number().nonnegative(),
  superheatK: z.number().nonnegative(),
  /** Losses besides the valve (line, distributor) the table takes off the condensing-evaporating difference, bar. */
  lossesBar: z.number().nonnegative(),
  /** Largest relative jump of a cell from what its neighbours predict (check.ts). */
  jumpTolerance: z.number().positive().max(1),
  /** The maker's subcooling factors per refrigerant: [up to K, factor on the required capacity], ascending. */
  subcoolingFactors: z.record(z.string(), z.array(z.tuple([z.number().nonnegative(), z.number().positive()])).min(1)).optional(),
  grids: z.record(z.string(), RatingGridData),
});
export type RatingTableData = z.infer<typeof RatingTableData>;
