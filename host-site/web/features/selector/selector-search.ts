import { searchParam, searchSchema } from '../../lib/search-params';

/** The selector's address: `valveName` the family, `systemId` the application it was chosen from, `serialId` a series to preselect. */
export const selectorSearch = searchSchema({
  valveName: searchParam.text(),
  systemId: searchParam.integer(),
  serialId: searchParam.integer(),
});

export type SelectorSearch = ReturnType<typeof selectorSearch>;
