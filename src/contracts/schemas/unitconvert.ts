// The schemas of the unit calls (src/contracts/unitconvert.ts).
import { z } from 'zod';
import type { CallSchemas } from '../call';

/**
 * The spec's conversion calls: `{ oldunit, oldvalue, newunit }` in, `Data.Val` out at full precision.
 * `oldvalue` may be a number or numeric text; text that is not a number is a calculation failure (as the
 * specification answers it), not a schema error.
 */
export const unitConversionBody = z.object({
  oldunit: z.string().min(1).max(32),
  oldvalue: z.union([z.number(), z.string().max(64)]),
  newunit: z.string().min(1).max(32),
});

export const unitConversionData = z.object({ Val: z.number() });

export type UnitConversionBody = z.infer<typeof unitConversionBody>;

export const unitSetListData = z.object({
  quantities: z.record(z.string(), z.array(z.string())),
  unitSystems: z.record(z.string(), z.record(z.string(), z.string())),
});

/**
 * Refrigerant temperature <-> pressure. `absolute` false means gauge pressure (absolute minus 1.01325 bar).
 * For a blend `Val` is the dew value and `Bubble`/`Dew` carry both; for a pure fluid the three agree.
 */
export const refrigerantConversionBody = unitConversionBody.extend({
  refrigerant: z.string().min(1).max(32),
  absolute: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).default(true),
});

export const refrigerantConversionData = z.object({ Val: z.number(), Bubble: z.number(), Dew: z.number() });

export type RefrigerantConversionBody = z.infer<typeof refrigerantConversionBody>;

/** Every conversion call has the same request and answer. */
export const unitConversionSchemas = { body: unitConversionBody, data: unitConversionData } satisfies CallSchemas;

/** The schemas of each call, by the name of its contract in src/contracts/unitconvert.ts. */
export const unitconvertSchemas = {
  unitSetList: { data: unitSetListData },
  temperatureToPressure: { body: refrigerantConversionBody, data: refrigerantConversionData },
  pressureToTemperature: { body: refrigerantConversionBody, data: refrigerantConversionData },
  temperatureBarQuery: { query: refrigerantConversionBody, data: refrigerantConversionData },
} satisfies Record<string, CallSchemas>;
