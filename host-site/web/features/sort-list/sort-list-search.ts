import { searchParam, searchSchema } from '../../lib/search-params';

/** The product list's address: `valveName` the family, `keyword` narrowing it (a part number from the search box). */
export const sortListSearch = searchSchema({ valveName: searchParam.text(), keyword: searchParam.text() });

export type SortListSearch = ReturnType<typeof sortListSearch>;
