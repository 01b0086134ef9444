// The schemas of the selector's calls (src/contracts/selection.ts). Numbers travel with their unit
// (`{ value, unit }`); a bare number is in the request's unit set (header Unitid: 1 imperial, 2 metric). Field names
// are the specification's (`Capicity`, `DTSH1`, `Hashkey`, `SelectCondition` ...).
import { z } from 'zod';
import { CONDITION_NAMES, CONDITIONS, UNIT_QUANTITY } from '../../engine/sizing/condition-catalogue';
import type { ConditionName } from '../../engine/sizing/condition-types';
import type { CallSchemas } from '../call';
import { WIRE_NAMES, type WireConditionName } from '../condition-names';

// ---------------------------------------------------------------------------------------------------------------
// Request pieces

const id = z.number().int().min(1);
const valveName = z.string().trim().min(1).max(40);
const refrigerant = z.string().trim().min(1).max(20);

/** A number in a named unit, e.g. `{ value: -10, unit: '℃' }`. */
export const measuredInput = z.object({ value: z.number(), unit: z.string().trim().min(1).max(32) });

/**
 * One condition: a number with its unit, a bare number (in the request's unit set), an option value (`'A'`, `1`)
 * or a flag. Which of these a field takes is in its definition (GET /valve/selection).
 */
export const conditionValue = z.union([measuredInput, z.number(), z.string().max(40), z.boolean()]);
export type ConditionValue = z.infer<typeof conditionValue>;

/** What each condition is, in the API description: its domain name, what it measures or offers, from the catalogue. */
function conditionDescription(name: ConditionName): string {
  const entry = CONDITIONS[name];
  if (entry.quantity === 'flag') return `${name}: true or false.`;
  if (entry.quantity === 'choice') return `${name}: one of ${entry.options!.map((option) => JSON.stringify(option)).join(', ')}.`;
  return `${name}: a ${entry.quantity} (unit-set quantity ${UNIT_QUANTITY[entry.quantity]}), with its unit or in the request's unit set.`;
}

/**
 * Conditions by the specification's field names (`Te`, `Tk`, `Capicity` ...), one property per condition of the
 * catalogue (src/engine/sizing/condition-catalogue.ts); missing ones take the family's defaults. A name the
 * catalogue lacks passes here and is refused by the calculation, which names the family's conditions.
 */
export const selectionConditions = z
  .object(Object.fromEntries(CONDITION_NAMES.map((name) => [WIRE_NAMES[name], conditionValue.optional().describe(conditionDescription(name))])) as Record<WireConditionName, z.ZodOptional<typeof conditionValue>>)
  .catchall(conditionValue)
  .refine((conditions) => Object.keys(conditions).every((name) => name.length >= 1 && name.length <= 40), { message: 'condition names have 1 to 40 characters' });
export type SelectionConditions = z.infer<typeof selectionConditions>;

/** The most operating points a calculation grades besides its design point (issue 27). */
export const maxOperatingPoints = 8;

/** An operating point's name as the user gave it ("Part load", "Heating"): named in the reasons and the reports. */
export const pointName = z.string().trim().min(1).max(60);

/** A further operating point: its name and its full set of conditions, resolved like `conditions`. */
export const operatingPointInput = z.object({
  name: pointName,
  conditions: selectionConditions.default({}).describe("The point's conditions, as `conditions`: missing fields take the family's defaults, not the design point's."),
});
export type OperatingPointInput = z.infer<typeof operatingPointInput>;

/** The family, where its sizes come from, the refrigerant, the approvals and the conditions. */
export const calculationBody = z.object({
  valveName,
  serialId: id.optional().describe("Only this series' sizes."),
  systemId: id.optional().describe('Only the series the system application uses.'),
  refrigerant,
  conditions: selectionConditions.default({}),
  approvals: z.array(z.string().trim().min(1).max(40)).max(20).optional().describe('Approval groups that must all be met; "TUV,VDE" or the chooser\'s group name LVD(TUV/VDE) is met by either.'),
  designPointName: pointName.optional().describe('Name of the design point (`conditions`) when operatingPoints are sent; default the word "Design" in the request\'s language.'),
  operatingPoints: z
    .array(operatingPointInput)
    .max(maxOperatingPoints)
    .optional()
    .describe(`Further operating points (at most ${maxOperatingPoints}, names unique): every size is graded at each, its grade is the worst (issue 27).`),
});
export type CalculationBody = z.infer<typeof calculationBody>;

// ---------------------------------------------------------------------------------------------------------------
// Answer pieces

/** A number in the request's unit set; `value` null where there is none (a gas flow the valve cannot pass). */
export const measured = z.object({ value: z.number().nullable(), unit: z.string() });
export type Measured = z.infer<typeof measured>;

const optionValue = z.union([z.string(), z.number()]);

export const fieldOption = z.object({
  title: z.string(),
  value: optionValue,
  unit: z.string().describe("Always '': option values carry no unit."),
});

/** One condition field of a family, ready for a generic form. */
export const selectionField = z.object({
  name: z.string().describe("The specification's field name, the key in `conditions`."),
  title: z.string(),
  labelType: z.enum(['select', 'value', 'checkbox', 'radio']),
  value: z.union([z.number(), z.string(), z.boolean()]).describe('The default: a number in `unit`, an option value, or a flag.'),
  valueByPosition: z
    .partialRecord(z.enum(['A', 'C', 'D']), z.number())
    .optional()
    .describe('Defaults of a number field that follow the line position Pos (Xtf Setting), in `unit`: they replace `value` for that position.'),
  unit: z.string().describe("The unit of a number field in the request's unit set; '' otherwise."),
  quantity: z.string().optional().describe("The engine's quantity of a number field (Temp, Temp2, Press, CoolCapacity)."),
  unitOptions: z.array(z.string()).describe('Units a number may be sent in; [] for other fields.'),
  options: z.array(fieldOption).describe('Choices of a select or radio field; [] otherwise.'),
  values: z.array(z.union([optionValue, z.boolean()])).describe("Allowed values: the options' values, [true, false] for a checkbox, [] for a number."),
  option: fieldOption.optional().describe('The default choice of a select or radio field.'),
});
export type SelectionField = z.infer<typeof selectionField>;

/** Titles of the three result groups in the request's language. */
export const groupTitles = z.object({ Optimal: z.string(), Available: z.string(), Prohibited: z.string() });

export const selectionFieldsData = z.object({
  valveName: z.string(),
  Valveid: id,
  Serialid: id.optional(),
  CalculateType: z.number(),
  unitSystem: z.union([z.literal(1), z.literal(2)]),
  refrigerant: z.string().optional().describe("The family's default refrigerant where the specification sets one (TxvOld: R404A)."),
  refrigerants: z.array(z.string()).describe('Refrigerants some series of the family (or the series) is approved for, in catalogue order.'),
  gasCoolerFrom: z
    .record(z.string(), z.number())
    .optional()
    .describe(
      'Each refrigerant that may run with a gas cooler (R744), where the family has the GasCooler field: the condensing temperature, K, from which it does (the top of its saturation range). The calculate call switches to gas-cooler operation there when GasCooler is not sent; a form does the same.',
    ),
  serialResult: z.array(selectionField).describe("The family's condition fields (SPEC §7: Data.serialResult holds the field definitions)."),
  groupTitles,
});
export type SelectionFieldsData = z.infer<typeof selectionFieldsData>;

/** Conditions resolved (defaults filled) by their wire names, numbers in the request's units. */
const shownConditions = z.record(z.string(), z.union([measured, z.string(), z.number(), z.boolean()]));

/** The conditions a row was calculated at, resolved (defaults filled), numbers in the request's units: post it back as is. */
export const selectCondition = z.object({
  valveName: z.string(),
  serialId: id.optional(),
  systemId: id.optional(),
  refrigerant: z.string(),
  approvals: z.array(z.string()),
  conditions: shownConditions,
  designPointName: z.string().optional().describe('The design point\'s name, when the request had operatingPoints.'),
  operatingPoints: z
    .array(z.object({ name: z.string(), conditions: shownConditions }))
    .optional()
    .describe("The request's further operating points, resolved like `conditions`; absent for a one-point request."),
});
export type SelectCondition = z.infer<typeof selectCondition>;

/** A part number of a size that fits the request (connection standard, refrigerant, approvals). */
export const selectionProduct = z.object({
  PartNumber: z.string(),
  ProductName: z.string(),
  ProductType: z.string(),
  ConnectionType: z.string().optional(),
  ConnectionIn: z.string().optional(),
  ConnectionOut: z.string().optional(),
  CoilVoltage: z.string().optional(),
  Charge: z.string().optional(),
  NeedsCoil: z
    .literal(true)
    .optional()
    .describe("A body alone whose series needs a coil (a solenoid's coil, an EEV's stator): the buyer chooses it, and the bill (GET /valve/bom) offers the options with the one for the request's country preselected."),
  Hashkey: z.string(),
});
export type SelectionProduct = z.infer<typeof selectionProduct>;

/** A size's computed figures in the request's units; each present when the family computes it. */
export const sizeFigures = z.object({
  capacity: measured.optional(),
  pressureDrop: measured.optional(),
  suctionDrop: measured.optional(),
  dischargeDrop: measured.optional(),
  availableDrop: measured.optional(),
  massFlow: measured.optional(),
  velocity: measured.optional(),
  loadRatio: measured.optional().describe('Design duty ÷ capacity, %.'),
  opening: measured.optional().describe('Opening at the design duty, % of full stroke.'),
  partLoadOpening: measured.optional().describe('Eev: opening at the lowest part load (partLoad), % of full stroke; the design opening at full load only.'),
  partLoad: measured.optional().describe('Eev: the lowest part load partLoadOpening is at (Load, an inverter\'s turndown), % of the design duty; 100 at full load only.'),
  flashQuality: measured.optional().describe('Vapour quality after an expansion valve, %.'),
  kv: measured.optional().describe('Equivalent flow coefficient of a drier (Kv or Cv).'),
  differential: measured.optional().describe('Sov, Eev, Eprv, Mv4: the high-to-low differential pk − pe the valve opens, holds or shifts against.'),
  mopd: measured.optional().describe('Sov, Eev, Eprv: the largest differential the valve opens against (MOPD).'),
  minShiftDifferential: measured.optional().describe('Mv4: the smallest D–S differential at which the slide shifts.'),
  maxOperatingDifferential: measured.optional().describe('Mv4: the largest D–S differential the valve is rated for.'),
  minDischargeDrop: measured.optional().describe('Mv4: the discharge-side drop the minimum shifting flow makes at the conditions; dischargeDrop must reach it.'),
});
export type SizeFigures = z.infer<typeof sizeFigures>;

export const gradeName = z.enum(['Optimal', 'Available', 'Prohibited']);

/**
 * Where an answer was calculated and from which catalogue data (issue 41): the server's figures and those the selector
 * works out in the browser on its family's slice are the same only while that slice is the server's current data.
 */
export const computedAt = z.object({
  by: z.enum(['server', 'browser']).describe("server: this server's calculate; browser: the selector in the user's browser, on the family's catalogue slice."),
  catalogueVersion: z.string().describe('The version of the catalogue data the figures were calculated from.'),
  text: z.string().describe("Where and from which catalogue data, in words, in the request's language."),
});
export type ComputedAt = z.infer<typeof computedAt>;

/**
 * Where sizes' figures come from (issue 23): the engine's provenance in the request's units and language. The sizes
 * of one answer mostly share theirs (one basis, one equation of state), so each distinct one is sent once, in
 * `Provenances`, and a row names its method and which of them it is.
 */
export const provenanceDetail = z.object({
  method: z
    .enum(['table', 'interpolated', 'extrapolated', 'model'])
    .describe("table: the maker's rating table at a node; interpolated: between its nodes; extrapolated: the model scaled to the table's nearest point; model: the physical model alone."),
  basis: z
    .object({
      kind: z.enum(['table', 'kv', 'rating']).describe("table: a maker's rating table; kv: the valve's flow coefficient; rating: a rated capacity at a standard's conditions (drier filters, AHRI 710)."),
      standard: z.string().optional().describe('The standard or the table as its maker names it.'),
      liquidTemperature: measured.optional(),
      subcooling: measured.optional(),
      superheat: measured.optional(),
      drop: measured.optional().describe('Drop across the valve the basis stands for.'),
      losses: measured.optional().describe('Losses besides the valve (line, distributor) taken off the condensing-evaporating difference.'),
    })
    .describe('The rating basis.'),
  corrections: z.array(z.object({ code: z.enum(['drop', 'subcooling']), factor: z.number() })).describe("Factors applied to the basis's figure (a row's own anchor to its table is the row's)."),
  equationOfState: z
    .object({ kind: z.enum(['pure', 'pseudo-pure', 'mixture']), citations: z.array(z.string()), reference: z.string() })
    .describe("The Helmholtz equation of state of the properties: its sources (CoolProp's BibTeX keys) and reference state."),
  text: z.string().describe("All of it in words, in the request's language and units."),
  computed: computedAt.describe('Where the figures were calculated, from which catalogue data: the same for every provenance of an answer.'),
});
export type ProvenanceDetail = z.infer<typeof provenanceDetail>;

export const rowProvenance = z.object({
  method: provenanceDetail.shape.method,
  source: z.number().int().min(0).describe("Index of the row's provenance in the answer's Provenances."),
  anchor: z.number().optional().describe("Extrapolated: the size's table ÷ model at the table's nearest point, the factor on the model's figure."),
  uncertainty: z
    .number()
    .optional()
    .describe("Model or extrapolated (a thermostatic valve carried from its rating): the fraction by which the capacity may be off; the grade rests on the capacity less it."),
});
export type RowProvenance = z.infer<typeof rowProvenance>;

const reasons = z.array(z.object({ code: z.string(), text: z.string() }));

/** A size at one operating point: its grade there, the reasons (naming the point) and the figures. */
export const rowPoint = z.object({
  name: z.string(),
  Grade: gradeName,
  Reason: z.string(),
  Reasons: reasons,
  Values: sizeFigures,
});
export type RowPoint = z.infer<typeof rowPoint>;

/**
 * One size of the family at the conditions: the spec's product fields for its first fitting part number, the
 * figures, the grade with its reasons, and the part numbers of the size that fit (`Products`).
 */
export const selectionRow = z.object({
  PartNumber: z.string(),
  ProductName: z.string(),
  ProductType: z.string(),
  Valveid: id,
  valveName: z.string(),
  Serialid: id,
  SerialName: z.string(),
  Sizeid: id,
  SizeName: z.string(),
  ImageUrl: z.string(),
  Refrigerant: z.string().describe('The refrigerant the row was calculated for.'),
  Hashkey: z.string(),
  conditionIndex: z.number().describe('Which condition set of the request the row belongs to: always 0 (one set per call).'),
  Grade: gradeName.describe('With operatingPoints: the worst over the points, that of DecidingPoint.'),
  Reason: z.string().describe("The reasons of the grade in words, in the request's language, joined; with operatingPoints each names the deciding point."),
  Reasons: reasons,
  Values: sizeFigures.describe('The figures at the deciding point (the design point without operatingPoints).'),
  Points: z.array(rowPoint).optional().describe('With operatingPoints: the size at every point, in point order (0 = design).'),
  DecidingPoint: z.number().int().min(0).optional().describe('With operatingPoints: the index in Points of the worst grade, the earliest of equals.'),
  Provenance: rowProvenance.describe("Where the figures come from: the method, and the answer's Provenances entry with the rating basis, corrections and equation of state."),
  Products: z.array(selectionProduct).describe("The size's part numbers that fit; a Prohibited row lists only its first."),
  ProductCount: z.number().describe('How many part numbers the row stands for.'),
});
export type SelectionRow = z.infer<typeof selectionRow>;

export const calculationData = z.object({
  Optimal: z.array(selectionRow),
  Available: z.array(selectionRow),
  Prohibited: z.array(selectionRow),
  groupTitles,
  unitSystem: z.union([z.literal(1), z.literal(2)]),
  SelectCondition: selectCondition.describe('The resolved conditions, the same for every row: sent once, not in each row.'),
  Provenances: z.array(provenanceDetail).describe("The distinct provenances of the rows (a row's Provenance.source): sent once, not in each row."),
  Computed: computedAt.describe('Where the answer was calculated, from which catalogue data (also with no rows).'),
});
export type CalculationData = z.infer<typeof calculationData>;

// ---------------------------------------------------------------------------------------------------------------
// The calls: requests and answers besides the pieces above

export const selectionFieldsQuery = z.object({ valveName, serialId: z.coerce.number().int().min(1).optional() });

export const chartLineBody = z.object({
  valveName,
  refrigerant,
  conditions: selectionConditions.default({}),
  Sizeid: id.optional().describe('The size to draw; or name one of its part numbers.'),
  PartNumber: z.string().trim().min(1).max(40).optional(),
});
export type ChartLineBody = z.infer<typeof chartLineBody>;

/** One curve family: x ascending, one y column per size (null where the size cannot pass that duty). */
export const chartCurve = z.object({
  kind: z.enum(['capacity-te', 'capacity-opening', 'drop-capacity']),
  title: z.string(),
  x: z.object({ label: z.string(), unit: z.string(), values: z.array(z.number()) }),
  y: z.object({ label: z.string(), unit: z.string() }),
  series: z.array(z.object({ Sizeid: id, SizeName: z.string(), label: z.string(), selected: z.boolean(), values: z.array(z.number().nullable()) })),
});
export type ChartCurve = z.infer<typeof chartCurve>;

export const chartLinesData = z.object({ Sizeid: id, SizeName: z.string(), unitSystem: z.union([z.literal(1), z.literal(2)]), curves: z.array(chartCurve) });

export const conditionChangeBody = z.object({ valveName, refrigerant, conditions: selectionConditions.default({}) });
export type ConditionChangeBody = z.infer<typeof conditionChangeBody>;

/** A saturation pressure of a blend at both ends of its glide (equal for a pure fluid), absolute and gauge. */
export const saturationPressure = z.object({
  unit: z.string(),
  bubble: z.number(),
  dew: z.number(),
  bubbleGauge: z.number(),
  dewGauge: z.number(),
});

const temperatureRange = z.object({ unit: z.string(), min: z.number(), max: z.number() });

/** What the form updates around a changed temperature: limits and the dependent temperatures. */
const conditionChangeCommon = {
  refrigerant: z.string(),
  dischargeTemperature: measured.describe('The discharge temperature estimated from an isentropic compression (the hot-gas state when not given).'),
  Texhaustgas: measured.describe('The hot-gas temperature the calculation uses: Texhaustgas when flagged and above Tk, else the estimate.'),
  limits: z.object({ Te: temperatureRange, Tk: temperatureRange }).describe('Te must lie in limits.Te and below Tk; Tk in limits.Tk and above Te.'),
};

export const condensingChangedData = z.object({
  ...conditionChangeCommon,
  Tk: measured,
  condensingPressure: saturationPressure,
  liquidTemperature: measured.describe('The liquid at the valve inlet: bubble point at the condensing pressure minus the subcooling.'),
});

export const evaporatingChangedData = z.object({
  ...conditionChangeCommon,
  Te: measured,
  evaporatingPressure: saturationPressure,
  suctionTemperature: measured.describe('The vapour leaving the evaporator: Te plus the superheat.'),
});

// ---------------------------------------------------------------------------------------------------------------
// What the API reference says beyond the schemas

const conditionsText = `Sizing of the calculating families (\`CalculateType\` non-zero) with the engine in \`src/engine/sizing\`, the same
code the widgets run. Texts (field labels, option titles, reasons, group and curve names) come in the request's
language (\`LANG\`), numbers in its unit set (\`Unitid\` 1 imperial, 2 metric, the default).

**Conditions.** \`conditions\` maps the specification's field names to values; a field the family does not declare is
refused, a missing one takes the family's default (\`GET /api/valve/selection\` lists them). A number field takes
\`{ "value": -10, "unit": "℃" }\` (any unit of its quantity) or a bare number in the request's unit set (\`"Te": 14\` with
\`Unitid: 1\` is 14 ℉). Temperature differences (\`DTSH1\`, \`DTSC1\`, \`DTSH2\`, \`DTSC2\`) convert without offset: 5 K = 9 ℉. Option fields
take an option's value (\`"Pos": "A"\`, \`"WidthType": 1\` or \`"1"\`), \`TexhaustgasFlag\` takes \`true\`/\`false\`. Te and Tk are
dew points (EN 12900); the liquid is subcooled by DTSC1 below the bubble point at the condensing pressure.

| Field | Meaning | Quantity / values | Default |
| --- | --- | --- | --- |
| \`Pos\` | line position: A liquid, C suction, D discharge (hot gas) | radio A, C, D | D for Sov, C for Mv4 and Eprv, A for the others |
| \`Te\`, \`Tk\` | evaporating and condensing temperature (dew point) | Temp | -10 ℃, 40 ℃ |
| \`GasCooler\`, \`Pgc\`, \`Tgc\` | R744 only: gas-cooler (transcritical) operation, its pressure (absolute, from the critical pressure to 140 bar) and outlet temperature (above Te, at most 60 ℃), in place of Tk and DTSC1; an outlet too warm to leave any refrigerating effect is refused naming Tgc. Not for TxvOld, Sg | checkbox, Press, Temp | off, 90 bar, 35 ℃ |
| \`Prec\` | Eev in gas-cooler operation: receiver (flash tank) pressure, absolute, between the evaporating and the critical pressure; the valve at A is the high-pressure valve, sized by the homogeneous-equilibrium critical flow from the gas-cooler outlet to it | Press | 35 bar |
| \`Capicity\` | refrigerating duty of the circuit | CoolCapacity, above 0 | 10 kW |
| \`DTSH1\`, \`DTSC1\` | superheat, subcooling | Temp2, not negative | 5 K, 2 K |
| \`DTSH2\` | further superheat of the suction gas in the suction line: the gas at a suction-line valve and at the compressor inlet (so the estimated hot gas); no refrigerating effect. Not for TxvOld, Sg | Temp2, not negative | 0 K |
| \`DTSC2\` | further subcooling of the liquid in the liquid line (subcooler): adds to DTSC1 at the valve and in the refrigerating effect | Temp2, not negative | 0 K |
| \`Setting\` | Xtf, Eprv: set point (gauge) the regulator holds, at its inlet (evaporating regulators) or outlet (crankcase, hot-gas bypass); where it lies beyond the system pressure on the other side (pe or pk) the regulator works at the difference, else it stands open and is sized at \`DpAlow\`; outside a size's setting range: Prohibited | Press, not negative | Xtf: 10 bar in lines A and D (condensing regulator, KVR factory setting), 2 bar in C (KVP, KVL); Eprv 2 bar |
| \`LnwdType\`, \`Lnwd\`, \`Lnyl\` | Xtf, Eprv: the condensing set point a condensing (head-pressure) regulator holds at its inlet, in place of \`Setting\` and with its rules; \`LnwdType\` says how it is entered: \`bar\` as the pressure \`Lnyl\` (gauge), \`temp\` as the saturation temperature \`Lnwd\` (the dew point for a blend, within the refrigerant's saturation range), whose saturation pressure is the set point. A unit name is taken too: a pressure unit means \`bar\`, a temperature unit \`temp\`. Only the entry in force is shown back and hashed; outside a size's setting range: Prohibited, naming the condensing set point | select bar, temp; Temp; Press, not negative | bar; 40 ℃; 10 bar (KVR factory setting) |
| \`Load\` | Eev: lowest part load the system runs at (compressor steps, inverter turndown); the opening there (design opening × Load, linear characteristic) must stay above the valve's minimum, else Available | select 100 (full load only), 75, 50, 33, 25, 10 % | 100 |
| \`Dp1\`, \`Dp2\` | expansion valves: losses before and after the valve (Eev at C/D: its working drop) | Press | 0 bar (Eev \`Dp1\` 0.2 bar) |
| \`Texhaustgas\`, \`TexhaustgasFlag\` | hot-gas temperature, used when flagged and above Tk, else estimated from \`IsentropicEfficiency\` | Temp, checkbox | 0 ℃, checked |
| \`IsentropicEfficiency\` | compressor isentropic efficiency (%) for the estimated hot gas: h₂ = h₁ + (h₂ₛ − h₁) / η; 70 is typical of reciprocating and scroll compressors, 100 the ideal compressor | option: 100, 85, 80, 75, 70, 65, 60, 50 | 70 |
| \`DpAlow\` | largest drop allowed across the valve | Press | per family (0.2 bar Sov, Mv4, Xtf, Eprv; 0.14 Filter; 0.1 Bv, Ssv, Sg; 0.5 Cvs) |
| \`FrequencyType\` | compressor: 1 fixed, 0 inverter, 2 universal, -1 any (inverter and universal: Eev/Eprv also checked at 30 % load) | select | 1 for Sg, Cvs, Ssv, Filter, Xtf, TxvOld; else -1 |
| \`EqualType\` | TXV equalisation: 1 internal, 0 external, -1 any | select | -1 |
| \`WidthType\` | connection standard of the listed part numbers: 1 inch (ODF, SAE), 0 metric (ODM), -1 any | select | -1 |
| \`NormalType\` | solenoid function: 0 normally closed, 1 normally open | radio | 0 |
| \`ChargingType\` | shut-off valve charging port: 0 with, 1 without, -1 any | select | -1 |

**Errors.** An unknown family → Result 5, HTTP 404. Result 2, HTTP 400: a list-only family (\`valveName 'Pt' is a
list-only family without sizing\`), an unknown refrigerant or approval, a series, system or size that does not go with
the family, a condition the family lacks, an option not offered, a flag or number of the wrong type, a negative
difference, a capacity or allowed drop of 0 or less (\`Invalid input: conditions.Pos must be one of A, C, D\`), and
(issue 36) every impossible condition: Te not below Tk, Te or Tk outside the refrigerant's saturation range, a
gas-cooler, outlet or receiver pressure outside its range, a given discharge temperature beyond the refrigerant's
equation, a unit that is not one or not of the field's quantity (\`Invalid input: Condensing temperature (dew point) 80 ℃
is outside the saturation range of R410A (-73.2 ℃ to 71.3 ℃)\`); each names the field in \`Detail.field\`. Result 3,
HTTP 200 ("Calculation failed"): only a calculation that fails on conditions within their ranges, naming no field
(a state beyond the property equations reached inside the calculation, a solver).`;

const details = (text: string) => `${text}\n\n${conditionsText}`;

/** The schemas of each call, by the name of its contract in src/contracts/selection.ts. */
export const selectionSchemas = {
  selectionFields: {
    query: selectionFieldsQuery,
    data: selectionFieldsData,
    description: details(`The family's condition fields for a generic form, in \`serialResult\` (the name SPEC §7 gives
them). \`refrigerant\` is the family's default where the specification sets one (TxvOld: R404A); \`refrigerants\` those
the family's series (or the series) are approved for, in catalogue order. A field's \`value\` is its default (a number in \`unit\`, an option value or a flag); \`unitOptions\` the
units a number may be sent in; \`values\` the allowed values (\`[true, false]\` for a checkbox, \`[]\` for a number).`),
  },
  calculateSelection: {
    body: calculationBody,
    data: calculationData,
    description: details(`\`serialId\` grades one series' sizes; \`systemId\` the series the system application uses (all the family's when it
names none of them). The conditions are converted to SI and checked, the operating point is computed once, and every
size with technical data is computed and graded by its family's model; sizes that do not match an option filter
(\`NormalType\`, \`EqualType\`, \`ChargingType\`) are left out. Rows come in display order (series, then size).

**One row per size**, not per part number: the size is what is sized, and its part numbers differ only in connection,
coil or charge. \`Products\` lists the size's part numbers that fit the connection standard (\`WidthType\`), the
refrigerant and the approvals; the row's \`PartNumber\`, \`ProductName\`, \`ProductType\` and \`Hashkey\` are its first. A
Prohibited row lists only its first part number; \`ProductCount\` says how many it stands for.

\`Values\` are in the request's unit set: \`capacity\` (at DpAlow for on-off valves, at the rating drop for driers, fully
open for modulating valves, at the actual drop for expansion valves), \`pressureDrop\` (at the design duty; \`value\` null
when the gas flow is choked), \`availableDrop\` (expansion valves: pk - pe - Dp1 - Dp2), \`loadRatio\`, \`opening\` and
\`flashQuality\` in %, \`kv\` (a drier's equivalent Kv, or Cv in imperial); for an Eev \`partLoadOpening\`, its opening at
the lowest part load \`partLoad\` (both in %, \`partLoad\` 100 when the system runs at full load only).

**Grades.** Optimal: drop, load or opening in the family's recommended band; Available: works, but oversized, drop
high, opening high, velocity out of band, beyond a regulator's offset; Prohibited: refrigerant not covered, approval
missing, pressure above PS, drop above DpAlow, choked, MOPD exceeded, flow too low to open or to shift, undersized.

**Operating points** (an extension; a body without \`operatingPoints\` is answered exactly as above). \`operatingPoints\`
(at most ${maxOperatingPoints}, each \`{ name, conditions }\`) adds points to the design point \`conditions\`, named \`designPointName\` (default
"Design" in the request's language); names are unique. Each point's conditions are resolved and checked like
\`conditions\` (missing fields take the family's defaults); a refusal names the point in \`ErrorMsg\` and gives its index in
\`Detail.point\` (0 the design point). Every size is graded at each point and its grade is the worst (Optimal < Available <
Prohibited; of equals the earliest point): \`Grade\`, \`Reason\`, \`Reasons\` and \`Values\` are that point's, each reason
ending with the point's name ("opening 8.86 % below the minimum controllable 10 % at Part load"); \`Points\` has the size at
every point (0 = design) and \`DecidingPoint\` the deciding index. \`SelectCondition\` echoes \`designPointName\` and
\`operatingPoints\` (resolved, in the request's units), and the \`Hashkey\` covers the further points too. \`Values\` of the
valves that open or shift against the system's differential add \`differential\` (pk − pe) with \`mopd\` (Sov, Eev, Eprv) or
\`minShiftDifferential\`, \`maxOperatingDifferential\` and \`minDischargeDrop\` (Mv4).

\`SelectCondition\` is the request as resolved (defaults filled, numbers as \`{ value, unit }\`), once for the whole answer
(the rows do not repeat it): posting it back gives the same answer. \`Hashkey\` = \`selectionHash(...)\` from
\`src/contracts/selection-hash.ts\` over valve, series, size, part number and the conditions in SI, so the same selection made in ℉ or ℃ has the same key.`),
  },
  chartLines: {
    body: chartLineBody,
    data: chartLinesData,
    description: details(`\`Sizeid\` or \`PartNumber\` names the size. Curves have x ascending and y \`null\` where a size cannot pass that
duty. Kinds: \`capacity-te\` (capacity against evaporating temperature, Te ± 20 K up to Tk - 5 K, every family),
\`drop-capacity\` (drop against duty, 10 to 150 % of the design duty, families whose drop the duty sets),
\`capacity-opening\` (Eev, Eprv: capacity against opening in %, the size alone). Series: the size first (\`selected\`),
then the sizes before and after it in its series.`),
  },
  condensingChanged: {
    body: conditionChangeBody,
    data: condensingChangedData,
    description: details(`What a form updates when Tk changes. A pressure is given absolute and gauge, at both ends of a zeotropic
blend's glide (equal for a pure fluid); \`liquidTemperature\` is the bubble point at the condensing pressure minus DTSC1.`),
  },
  evaporatingChanged: {
    body: conditionChangeBody,
    data: evaporatingChangedData,
    description: details(`What a form updates when Te changes. A pressure is given absolute and gauge, at both ends of a zeotropic
blend's glide (equal for a pure fluid); \`suctionTemperature\` is Te + DTSH1.`),
  },
} satisfies Record<string, CallSchemas>;
