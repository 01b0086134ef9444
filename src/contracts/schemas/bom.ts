import { z } from 'zod';
import { bomItemsLimit } from '../bom-limits';


/**
 * The products of a bill, `PartNumber:quantity` comma-separated (`SOV-10023:2,EEV-12004:1`); a quantity left out
 * is 1. Part numbers hold no spaces (catalogue rule), nor ',' or ':' (this query's).
 */
const bomItems = z
  .string()
  .trim()
  .min(1)
  .max(8000)
  .transform((text, context) => {
    const items: { partNumber: string; quantity: number }[] = [];
    for (const pair of text.split(',')) {
      const match = /^([^:\s]+)(?::(\d{1,4}))?$/.exec(pair.trim());
      const quantity = match?.[2] === undefined ? 1 : Number(match[2]);
      if (!match || quantity < 1) {
        context.addIssue({ code: 'custom', message: `"${pair}" is not PartNumber or PartNumber:quantity (1–9999)` });
        return z.NEVER;
      }
      items.push({ partNumber: match[1]!, quantity });
    }
    if (items.length > bomItemsLimit) {
      context.addIssue({ code: 'custom', message: `at most ${bomItemsLimit} products` });
      return z.NEVER;
    }
    return items;
  })
  .describe('The products, `PartNumber:quantity` comma-separated (quantity 1 when left out), at most 200.');

/**
 * The buyer's choices (issue #35), `PartNumber:ChosenPartNumber` comma-separated (`SOV-10001:COIL-10002`): for a
 * product of `items` that needs a choice (a body's coil), the option to bill. A product left out gets the
 * preselected option.
 */
const bomChoices = z
  .string()
  .trim()
  .min(1)
  .max(8000)
  .transform((text, context) => {
    const choices: { partNumber: string; chosen: string }[] = [];
    for (const pair of text.split(',')) {
      const match = /^([^:\s]+):([^:\s]+)$/.exec(pair.trim());
      if (!match) {
        context.addIssue({ code: 'custom', message: `"${pair}" is not PartNumber:ChosenPartNumber` });
        return z.NEVER;
      }
      choices.push({ partNumber: match[1]!, chosen: match[2]! });
    }
    if (choices.length > bomItemsLimit) {
      context.addIssue({ code: 'custom', message: `at most ${bomItemsLimit} choices` });
      return z.NEVER;
    }
    return choices;
  })
  .describe(
    "Optional: the buyer's choices, `PartNumber:ChosenPartNumber` comma-separated (e.g. a solenoid body's coil, `SOV-10001:COIL-10002`); a product of items that needs a choice and is left out gets the option preselected for the request's country (Country header).",
  );

export const bomQuery = z.object({ items: bomItems, choices: bomChoices.optional() });

export const bomLineRow = z.object({
  PartNumber: z.string(),
  Quantity: z.number().int().positive(),
  Role: z.enum(['valve', 'body', 'coil', 'driver', 'cable', 'orifice', 'connection-set', 'flare-nut']).describe('What the part is to the product: the valve itself, or its body, coil, driver, cable, orifice, connection set, flare nuts.'),
  Name: z.string().describe("The part's model name."),
  Description: z.string().describe("What the part is, in the request's language."),
  For: z.string().optional().describe("What the line is for, in the request's language (\"Coil for SOV-12001\"); absent on a chosen product's own line."),
  ForPartNumbers: z.array(z.string()).optional().describe('The chosen products the line serves (several on an order line two products share).'),
});
export type BomLineRow = z.infer<typeof bomLineRow>;

export const bomOption = z.object({
  PartNumber: z.string(),
  Name: z.string(),
  Description: z.string().describe("The option's ratings (a coil's voltage, frequency, power, connection)."),
});

export const bomChoice = z.object({
  For: z.string().describe('The chosen product the choice is for.'),
  Part: z.enum(['coil', 'stator']).describe('What is chosen: a coil (by voltage and frequency) or an EEV stator (by connection).'),
  Label: z.string().describe("What to choose, in the request's language (\"Coil for SOV-12001\")."),
  Options: z.array(bomOption).min(1),
  Chosen: z.string().describe("The option on the bill: the buyer's choice, else the preselected one."),
  Preselected: z.boolean().describe("True when the buyer did not choose: Chosen is the most common option for the request's country (its mains voltage and frequency)."),
});
export type BomChoiceRow = z.infer<typeof bomChoice>;

export const bomProduct = z.object({
  PartNumber: z.string().describe('The product as chosen.'),
  Quantity: z.number().int().positive(),
  lines: z.array(bomLineRow).describe('What it is bought as, quantities for all of it.'),
  choices: z.array(bomChoice).optional().describe('The choices its bill was made with (always sent; empty when it needs none).'),
});
export type BomProduct = z.infer<typeof bomProduct>;

export const bomAnswer = z.object({
  products: z.array(bomProduct),
  lines: z.array(bomLineRow).describe('Every part once, quantities added up, in the order the parts first appear: the order to place.'),
});
export type BomAnswer = z.infer<typeof bomAnswer>;

const common = `An unknown part number is refused (Result notFound, HTTP 404) naming it. Each product resolves by the catalogue's
relations (\`series.json\` needs, \`coils.json\`, \`accessories.json\`) into what the buyer must order to install it: a
product with its coil is bought as its body and the coil; a body alone with a coil the buyer chooses (\`choices\`, else
preselected for the request's country); an EEV with its stator, the driver of the stator's motor type (and the cable of
a plug stator); a thermostatic element with its orifice and connection set; every SAE end with its flare nut. A choice
that is not an option of its product is refused (Result invalidInput, HTTP 400).`;

export const bomSchemas = {
  bom: {
    query: bomQuery,
    data: bomAnswer,
    description: `The orderable bill of materials of the given products. ${common}`,
  },
};

export const bomFileQuery = bomQuery.extend({
  format: z.enum(['csv', 'xlsx', 'json']).default('csv').describe('csv (UTF-8 with a byte-order mark, comma-separated), xlsx or json.'),
  link: z.string().max(2000).regex(/^https?:\/\/\S+$/, 'an http(s) address').optional().describe("The selection's link, written into the file so that the buyer's quote leads back to it."),
});

export const bomFileSchemas = {
  bomFile: {
    query: bomFileQuery,
    mediaType: 'text/csv',
    description: `The bill of materials as a file (\`bom-YYYY-MM-DD.csv\`, \`.xlsx\` or \`.json\`): one row per part with its part
number, quantity, name and description in the request's language, the order lines first and then each product's own.
No sign-in: a guest downloads it as a member does. ${common}`,
  },
};
