import { searchParam, searchSchema } from '../../lib/search-params';

/**
 * The report page's address (SPEC §2): `hashkeys`, a comma list of the saved products to report (absent: the whole
 * list); `selected`, set when they are the user's ticks; `language`, the report's (absent: the site's).
 */
export const exportSearch = searchSchema({ selected: searchParam.text(), hashkeys: searchParam.text(), language: searchParam.text() });

export type ExportSearch = ReturnType<typeof exportSearch>;
