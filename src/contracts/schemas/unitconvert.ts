// The schemas of the unit calls (src/contracts/unitconvert.ts).
import { z } from 'zod';
import { quantities, type QuantityId } from '../../engine/units';
import type { CallSchemas } from '../call';

/**
 * The spec's conversion calls: `{ oldunit, oldvalue, newunit }` in, `Data.Val` out. `oldvalue` may be a number or
 * numeric text; text that is not a number is a calculation failure (as the specification answers it), not a schema
 * error.
 */
export const unitConversionBody = z.object({
  oldunit: z.string().min(1).max(32),
  oldvalue: z.union([z.number(), z.string().max(64)]),
  newunit: z.string().min(1).max(32),
});

export const unitConversionData = z.object({ Val: z.number() });

export type UnitConversionBody = z.infer<typeof unitConversionBody>;

/**
 * `newunit` of a call whose name fixes the unit it converts to (converttoc_temper, convertto_temper_bar): optional,
 * and when sent, a spelling of that unit (its label or an alias of `src/engine/units`), so a client cannot believe it
 * asked for another.
 */
function fixedUnit(quantity: QuantityId, label: string) {
  const unit = quantities[quantity].find((candidate) => candidate.label === label);
  if (!unit) throw new Error(`${label} is not a unit of ${quantity}`);
  return z.enum([unit.label, ...unit.aliases]).optional().describe(`Always ${unit.label}: may be left out.`);
}

export const celsiusConversionBody = unitConversionBody.extend({ newunit: fixedUnit('Temp', '℃') });

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

export const temperatureToBarQuery = refrigerantConversionBody.extend({ newunit: fixedUnit('Press', 'bar') });

const units = `Units are spelled as SPEC §9 writes them, exactly (\`℃ ℉ K\`; \`Pa kPa MPa mbar bar atm mmHg inHg Psi\`; \`W kW Btu/h
KBtu/h Btu/s TR Kcal/h\`; \`kg/s kg/h lb/h lb/min\`; \`m/s ft/s\`; \`m³/s m³/h in³/min gal/min\`; \`mm cm m inch\`; \`kg/m³ lb/in³ lb/ft³
lb/gal\`; \`J/kg kJ/kg Btu/lb\`; \`J/(kg·K) kJ/(kg·K) Btu/(lb·F)\`), or as \`GET /api/unitconvert/unitsets\` lists them, or in the
ASCII spellings \`src/engine/units\` accepts, without regard to case (\`C\`, \`degF\`, \`m3/h\`, \`psi\`, \`gpm\`, \`cfm\` ...).
\`Val\` is rounded to 12 significant digits, which removes the floating-point noise of a factor and an offset (0 ℃ is
32 ℉, not 31.999999999999986) and keeps far more digits than any reading has; round it for display yourself (the
site shows 2 decimals). The request's \`Unitid\` plays no part: the units are the ones the request names.`;

const conversionErrors = `Errors (all HTTP 200 except schema errors): a field missing or of the wrong type → Result 2, HTTP 400
(\`Invalid input: oldunit is required\`); an unknown unit → Result 3 (\`Calculation failed: unknown unit 'xyz'\`); text
that is not a number → Result 3 (\`Calculation failed: 'abc' is not a number\`); a unit of another quantity → Result 4
(\`Unable to calculate: '℃' is not a unit of Pressure\`).`;

/** Every conversion call has the same request, answer and rules. */
export const unitConversionSchemas = {
  body: unitConversionBody,
  data: unitConversionData,
  description: `Converts with the same code the widgets use in the browser (\`src/engine/units\`). Each call converts one
quantity, named by its path: \`converttoany_temper\` temperatures, \`converttoshsc_temper\` temperature differences
(superheat and subcooling have no offset: 5 K = 9 ℉), \`converttoany_capacity\` capacities (cooling or heating: power),
\`converttoany_massflowrate\` mass flows, \`converttoany_length\` lengths (connection and pipe sizes), and so on.
\`converttoany_flowfactor\` is ours, not the specification's: flow coefficients Kv, Cv and Av.

- \`oldvalue\` is a JSON number or numeric text such as \`"12.5"\` or \`"-4e3"\` (dot decimal).
- ${units}
- Factors are exact where the definitions are (NIST SP 811 Appendix B: international foot and pound, IT calorie and
  Btu, US gallon, conventional mmHg and inHg); a ton of refrigeration is 12 000 Btu/h; Cv = 1.156 Kv, Av = Kv / 36 000.
- ${conversionErrors}`,
} satisfies CallSchemas;

const saturationConversion = `For a blend \`Val\` is the dew value and \`Bubble\`/\`Dew\` carry both ends of the glide; for a pure fluid the
three agree. \`absolute\` false means gauge pressure (absolute minus 1.01325 bar). Units as in the conversion calls, and
\`Val\`, \`Bubble\`, \`Dew\` rounded the same way; an unknown refrigerant, or a value outside the refrigerant's saturation
range, answers Result 3 naming it; units that go the other way (a pressure to convert into a temperature here)
answer Result 4.`;

/** The schemas of each call, by the name of its contract in src/contracts/unitconvert.ts. */
export const unitconvertSchemas = {
  temperatureToCelsius: {
    body: celsiusConversionBody,
    data: unitConversionData,
    description: `A temperature in any temperature unit, in ℃: the specification's \`converttoc_temper\` ("convert to ℃"). \`newunit\`
may be left out; when sent it must spell ℃ (\`℃\`, \`C\`, \`°C\`, \`degC\`, \`celsius\`), any other unit is refused (Result 2,
HTTP 400), so that a client never receives ℃ believing it asked for ℉. \`converttoany_temper\` converts to any unit.

- ${units}
- ${conversionErrors}`,
  },
  unitSetList: {
    data: unitSetListData,
    description: 'Ours, not the specification\'s, for clients that do not bundle the engine: `quantities` maps each quantity (Temp, Press ...) to its unit labels, `unitSystems` each unit system (1 imperial, 2 metric) to the default unit of each quantity.',
  },
  temperatureToPressure: { body: refrigerantConversionBody, data: refrigerantConversionData, description: saturationConversion },
  pressureToTemperature: { body: refrigerantConversionBody, data: refrigerantConversionData, description: saturationConversion },
  temperatureToBar: {
    query: temperatureToBarQuery,
    data: refrigerantConversionData,
    description: `The specification's \`convertto_temper_bar\`, read from its name: a refrigerant's saturation pressure at a
temperature, in bar. It is a POST whose parameters travel in the query string, as the specification says
(\`?refrigerant=R134a&absolute=true&oldunit=℃&oldvalue=0\`), with no body. \`oldunit\` is a temperature unit; \`newunit\` may
be left out and, when sent, must be \`bar\` (\`converttemptopress\` answers in any pressure unit). \`absolute\` is \`true\`,
\`false\`, \`1\` or \`0\` (default true).

${saturationConversion}`,
  },
} satisfies Record<string, CallSchemas>;
