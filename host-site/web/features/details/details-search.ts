import { searchParam, searchSchema } from '../../lib/search-params';

/** The details page's address, in the specification's capitals: `PartNumber`, and `Hashkey` of the selection it came from. */
export const detailsSearch = searchSchema({ PartNumber: searchParam.text(), Hashkey: searchParam.text() });

export type DetailsSearch = ReturnType<typeof detailsSearch>;
