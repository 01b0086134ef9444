// A family's catalogue slice (issue 29): what the selector's calls read of the catalogue for one family, for a browser
// that calculates locally. The schema is in schemas/selection-slice.ts, loaded only by the server.
import { defineCall } from './call';
import type { selectionSliceSchemas } from './schemas/selection-slice';

type Schemas = typeof selectionSliceSchemas;

export const catalogueSlice = defineCall<Schemas['catalogueSlice']>({
  method: 'GET',
  path: '/selection/slice',
  summary: "A family's catalogue slice (its series, sizes, rating tables, products, refrigerants, approvals, systems), for a selector that calculates in the browser.",
});
