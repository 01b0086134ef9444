import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema, type SearchOf } from '../router';

const search = searchSchema({ PartNumber: searchParam.text(), Hashkey: searchParam.text() });

export type DetailsSearch = SearchOf<typeof search>;

/** One product on its own page without the shell, printable: `PartNumber`, and `Hashkey` of the selection it came from. */
export const detailsRoute = defineRoute({
  path: paths.details,
  title: 'details',
  search,
  layout: 'none',
  page: () => import('../../features/details/details-page'),
});
