import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema } from '../router';

/** One product on its own page without the shell, printable: `PartNumber`, and `Hashkey` of the selection it came from. */
export const detailsRoute = defineRoute({
  path: paths.details,
  title: 'details',
  search: searchSchema({ PartNumber: searchParam.text(), Hashkey: searchParam.text() }),
  layout: 'none',
  page: () => import('./title-only.page'),
});
