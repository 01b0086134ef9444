// Building blocks shared by every catalogue entity schema.
// Field names of the entities follow the specification (Id, Valveid, Serialid ...) so that a maker's existing
// exports map one to one; technical data uses clear camelCase names with the unit in the name (kv in m³/h,
// *Bar in bar gauge, *C in °C, *KW in kW) because that is how data sheets print them and how makers type them.
import { z } from 'zod';
import { loadableLanguages, type LoadableLanguage } from '../../i18n/languages';

/** A positive integer key. */
export const Id = z.number().int().positive();

/**
 * A label: Chinese and English always (the two bundled languages), and any of the twelve others a maker has
 * texts for (`"de": "Magnetventile"`); a language without its own text shows the English one.
 */
export const Label = z.strictObject({
  cn: z.string().min(1),
  en: z.string().min(1),
  ...(Object.fromEntries(loadableLanguages.map((language) => [language, z.string().min(1).optional()])) as {
    [L in LoadableLanguage]: z.ZodOptional<z.ZodString>;
  }),
});
export type Label = z.infer<typeof Label>;

/**
 * Free text shown to users (a product type, a body material): in both languages, or one text that both languages
 * show, because a maker's import may carry only one (its CSV has one column per text).
 */
export const Text = z.union([Label, z.string().min(1)]);
export type Text = z.infer<typeof Text>;

// In a file of its own, without zod, for the selection that runs in the browser (issue 29).
export { textIn } from '../text';

/** Short code-like text: series names, model groups, part numbers (no whitespace, so the text line format can carry them). */
export const Code = z
  .string()
  .min(1)
  .max(60)
  .regex(/^\S+$/, 'must not contain spaces');

/** The 15 families of the specification, by Classname (= the `valveName` of the URLs and API). */
export const FAMILY_CLASSNAMES = [
  'Sov',
  'TxvOld',
  'Eev',
  'Mv4',
  'Filter',
  'Xtf',
  'Eprv',
  'Cvs',
  'Bv',
  'Ssv',
  'Sg',
  'Pt',
  'Ps',
  'Pc',
  'Pc2',
] as const;
export const FamilyClassname = z.enum(FAMILY_CLASSNAMES);
export type FamilyClassname = z.infer<typeof FamilyClassname>;

/** Families that only list products (CalculateType 0 in the specification): sensors and controls have no sizing model. */
export const LIST_ONLY_FAMILIES: readonly FamilyClassname[] = ['Pt', 'Ps', 'Pc', 'Pc2'];

/** A refrigerant reference; the loader checks it against refrigerants.json, so a maker may add fluids there. */
export const RefrigerantName = z.string().min(1).max(20);

/** An approval (Safetycer) code; 'LVD(TUV/VDE)' is stored as the two codes TUV and VDE. */
export const ApprovalCode = z.string().min(1).max(20);

/** Nominal connection size in inches as catalogues print it: "1/4", "5/8", "1-1/8", "2-1/8", "1". */
export const InchSize = z.string().regex(/^(\d+|\d+\/\d+|\d+-\d+\/\d+)$/, 'inch size like 3/8 or 1-1/8');

/** How a product is connected to the pipe. */
export const ConnectionType = z.enum([
  'ODF', // copper solder socket, inch
  'ODM', // copper solder socket, mm (ODS metric)
  'SAE', // SAE flare, 45°
  'UNF', // 7/16-20 UNF female with Schrader opener (sensors and controls)
  'CAP', // capillary tube with flare nut
  'TUBE', // solder tube stub, 6 mm
  'ROTALOCK',
]);
export type ConnectionType = z.infer<typeof ConnectionType>;

/** A closed temperature range in °C. */
export const TemperatureRange = z
  .strictObject({ minC: z.number(), maxC: z.number() })
  .refine((r) => r.minC < r.maxC, 'minC must be below maxC');

/** A kW figure per refrigerant, at the rating conditions of the family (stated in the series' ratingNote). */
export const CapacityByRefrigerant = z.record(z.string(), z.number().positive());
