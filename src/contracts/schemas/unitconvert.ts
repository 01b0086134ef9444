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

/** Every conversion call has the same request, answer and rules. */
export const unitConversionSchemas = {
  body: unitConversionBody,
  data: unitConversionData,
  description: `Converts with the same code the widgets use in the browser (\`src/engine/units\`), so both give the same number.

- \`oldvalue\` is a JSON number or numeric text such as \`"12.5"\` or \`"-4e3"\` (dot decimal); \`Val\` comes at full double
  precision (round it for display yourself).
- Units are the labels of \`GET /api/unitconvert/unitsets\` exactly as written (\`℃\`, \`m³/h\`, \`J/(kg·K)\`, \`Psi\`,
  \`KBtu/h\` ...) or common ASCII spellings, matched without regard to case (\`C\`, \`degF\`, \`m3/h\`, \`psi\`, \`gpm\`, \`cfm\` ...).
  Each call converts one quantity (\`/convert\`: whichever both units share); temperature differences
  (\`/converttoshsc_temper\`) have no offset: 5 K = 9 ℉.
- Factors are exact where the definitions are (NIST SP 811 Appendix B: international foot and pound, IT calorie and
  Btu, conventional mmHg and inHg); a ton of refrigeration is 12 000 Btu/h; Cv = 1.156 Kv, Av = Kv / 36 000.
- Errors (all HTTP 200 except schema errors): a field missing or of the wrong type → Result 2, HTTP 400
  (\`Invalid input: oldunit is required\`); an unknown unit → Result 3 (\`Calculation failed: unknown unit 'xyz'\`);
  text that is not a number → Result 3 (\`Calculation failed: 'abc' is not a number\`); a unit of another quantity →
  Result 4 (\`Unable to calculate: '℃' is not a unit of Pressure\`).`,
} satisfies CallSchemas;

const saturationConversion = `For a blend \`Val\` is the dew value and \`Bubble\`/\`Dew\` carry both ends of the glide; for a pure fluid the
three agree. \`absolute\` false means gauge pressure (absolute minus 1.01325 bar). Units as in the conversion calls; an
unknown refrigerant, or a value outside the refrigerant's saturation range, answers Result 3 naming it.`;

/** The schemas of each call, by the name of its contract in src/contracts/unitconvert.ts. */
export const unitconvertSchemas = {
  unitSetList: {
    data: unitSetListData,
    description: 'For clients that do not bundle the engine: `quantities` maps each quantity (Temp, Press ...) to its unit labels, `unitSystems` each unit system (1 imperial, 2 metric) to the default unit of each quantity.',
  },
  temperatureToPressure: { body: refrigerantConversionBody, data: refrigerantConversionData, description: saturationConversion },
  pressureToTemperature: { body: refrigerantConversionBody, data: refrigerantConversionData, description: saturationConversion },
  temperatureBarQuery: { query: refrigerantConversionBody, data: refrigerantConversionData, description: saturationConversion },
} satisfies Record<string, CallSchemas>;
