// The schema of a family's catalogue slice (src/contracts/selection-slice.ts): the catalogue's own entity schemas, so
// the slice is checked as the catalogue files are.
import { z } from 'zod';
import { Approval, Family, Product, Refrigerant, Series, Size, SystemApp } from '../../catalogue/schema/entities';
import type { CallSchemas } from '../call';

const sliceQuery = z.object({ valveName: z.string().trim().min(1).max(40).describe("The family's Classname (any case), e.g. Eev.") });

export const catalogueSliceData = z.object({
  valveName: z.string().describe("The family's Classname as the catalogue spells it."),
  version: z.string().describe("The catalogue's version."),
  demo: z.boolean().describe('True for demonstration data.'),
  etag: z.string().describe('The same value as the ETag header, without quotes.'),
  families: z.array(Family).describe('The family, alone.'),
  series: z.array(Series).describe("The family's series (descriptions in cn and en only)."),
  sizes: z.array(Size).describe('Their sizes with technical data and rating tables.'),
  products: z.array(Product).describe("The family's part numbers."),
  refrigerants: z.array(Refrigerant),
  approvals: z.array(Approval).describe('Every approval (names in cn and en only): approval groups are checked against them.'),
  systems: z.array(SystemApp).describe('Every system application (names in cn and en only, no memo): a systemId is checked against them.'),
});

export const selectionSliceSchemas = {
  catalogueSlice: {
    query: sliceQuery,
    data: catalogueSliceData,
    etag: true,
    description: `Ours, not in the specification (issue 29). Everything the selector's calls (\`GET /api/valve/selection\`,
\`POST /api/ucselection/calculate\`, \`getchartline\`, \`tb_tkchanged\`, \`tb_techanged\`) read of the catalogue for one family, in
the catalogue files' shape, so that a browser runs the same calculation (\`createLocalSelection\` in \`src/selection\`) and
gets the server's answers exactly. The largest family of the demo (Eev) is 40 KB gzip. The \`ETag\` is strong, a
SHA-256 of the slice (catalogue version included), the same value as \`Data.etag\`; \`Cache-Control: no-cache\`, so every
use revalidates. \`If-None-Match\` with the current tag answers 304 with no body. An unknown family is refused with
Result 5 (HTTP 404), a list-only family (CalculateType 0) with Result 2 (HTTP 400).`,
  },
} satisfies Record<string, CallSchemas>;
