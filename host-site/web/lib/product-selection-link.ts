import { paths } from '../config/paths';

/**
 * Where "Product Selection" leads: the selector on the family the user last opened there, or, before any, the
 * home page's categories to choose one from (the selector without a family has nothing to show).
 */
export function productSelectionLink(family: string | undefined) {
  return family ? ({ to: paths.selector, search: { valveName: family } } as const) : ({ to: paths.home } as const);
}
