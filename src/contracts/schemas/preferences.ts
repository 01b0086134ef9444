// The schemas of the preference calls (src/contracts/preferences.ts): SPEC §7 Preferences under /api/valve. The
// specification names the calls and their fields; the bounds, the update of an existing unit set (`Unitid`) and the
// answers are ours, written down here (the OpenAPI document is generated from it).
import { z } from 'zod';
import { unitSetQuantities } from '../../engine/units/quantities';
import type { CallSchemas } from '../call';
import { profile } from './account';

/** The quantities a custom unit set chooses a unit for (SPEC §3 Custom unit set). */
export const unitQuantities = unitSetQuantities;

/** An ASHRAE designation as the catalogue writes it (R134a, R404A, R744, R1234yf ...). */
const refrigerantName = z.string().regex(/^[A-Za-z0-9()./-]{1,20}$/);

/** At most this many favourite refrigerants are kept. */
export const maxFavouriteRefrigerants = 30;

/**
 * SPEC §3's Refrigerants of the profile's Remarks: the default (may be empty), a semicolon, then comma-separated
 * favourites, e.g. `R134a;R404A,R410A` or `;R32`.
 */
export const refrigerantsText = z
  .string()
  .max(700)
  .refine((text) => {
    const [chosen, favourites, ...rest] = text.split(';');
    if (rest.length > 0 || favourites === undefined) return false;
    if (chosen !== '' && !refrigerantName.safeParse(chosen).success) return false;
    const list = favourites === '' ? [] : favourites.split(',');
    return list.length <= maxFavouriteRefrigerants && list.every((name) => refrigerantName.safeParse(name).success);
  }, 'Refrigerants must be "default;favourite,favourite" (ASHRAE names, e.g. "R134a;R404A,R410A")');

export const selectionSettingBody = z
  .object({
    UnitId: z.union([z.literal(1), z.literal(2)]).optional().describe('Base unit system: 1 America (imperial), 2 International (metric).'),
    CustomUnitId: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .describe("One of the user's unit sets (Unitid of getpersonunitlist); 0 or null for none."),
    Refrigerants: refrigerantsText.optional(),
  })
  .describe('At least one of the three (the server refuses an empty body).');
export type SelectionSettingBody = z.infer<typeof selectionSettingBody>;

/** One chosen unit of a set as the form sends it: the set's name, the quantity and its unit. */
export const personUnitEntry = z.object({
  name: z.string().max(40).describe("The set's name; the same in every entry of a call."),
  unitType: z.enum(unitQuantities),
  unit: z.string().trim().min(1).max(32).describe('A unit of SPEC §9 for the quantity (aliases such as psi or m3/h are accepted).'),
});

export const personUnitBody = z.object({
  Unitid: z.number().int().min(1).optional().describe("Replace this set of the user's (name and units, whole) instead of creating one."),
  unitList: z.array(personUnitEntry).max(unitQuantities.length),
});
export type PersonUnitBody = z.infer<typeof personUnitBody>;

/** SPEC §3's server form of a custom unit set: one row per chosen unit, Unitid naming the set. */
export const personUnitRow = z.object({ Unitid: z.number().int(), Name: z.string(), UnitType: z.enum(unitQuantities), Unit: z.string() });
export type PersonUnitRow = z.infer<typeof personUnitRow>;

/** The messages of the unit-set checks, SPEC §5's words. */
export const unitSetMessages = { nameRequired: 'Name your unit set', unitRequired: 'Set at least one unit' } as const;

const personUnitText = `One row per chosen unit of each of the user's sets (SPEC §3 server form: Unitid, Name, UnitType, Unit),
sets by name, rows in the quantity order Temp, Temp2, Press, CoolCapacity, HeatCapacity, Velocity, VolumeFlow, MassFlow,
Size, Density, Enthalpy, Entropy, FlowFactor. Signed in only: without a token Result 100 'Please sign in firstly', a bad
or expired token Result 50014 / 50012.`;

export const preferenceSchemas = {
  saveSelectionSetting: {
    body: selectionSettingBody,
    data: profile,
    description: `Saves any of the user's unit system (\`UnitId\`), unit set (\`CustomUnitId\`, 0 or null for none) and refrigerants
(\`Refrigerants\`, "default;favourite,favourite"); fields left out keep their value, a body with none of them is refused. Answers the profile, whose \`Remarks\` JSON
then holds UnitId, Refrigerants and CustomUnitId (when one is chosen). Refrigerants are the catalogue's
(\`GET /api/valve/baseinfo\` refrigerantList), stored as it spells them; an unknown one → Result 2, HTTP 400. A unit set that is not the user's → Result 5,
HTTP 404, nothing saved. Signed in only (Result 100 without a token, 50014 / 50012 for a bad or expired one).`,
  },
  savePersonUnit: {
    body: personUnitBody,
    data: z.array(personUnitRow),
    description: `Creates a unit set from \`unitList\` (every entry names the set, a quantity and its unit), or with \`Unitid\`
replaces that set's name and units whole. A set without a name → 'Name your unit set', without units → 'Set at least
one unit', a unit that is not of its quantity, a quantity twice, entries naming different sets or a name the user already
has → Result 2, HTTP 400 or 409; another user's or an unknown \`Unitid\` → Result 5, HTTP 404. Nothing is saved then.
Answers all the user's sets. ${personUnitText}`,
  },
  getPersonUnitList: {
    data: z.array(personUnitRow),
    description: personUnitText,
  },
} satisfies Record<string, CallSchemas>;
