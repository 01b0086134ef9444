import { formatSearch } from '../../app/router';
import { paths } from '../../config/paths';

/**
 * Where a family (or one of its series) opens: the selector when the family has a sizing model (CalculateType
 * non-zero), else its product list.
 */
export function familyHref(family: { Classname: string; CalculateType: number }, from: { systemId?: number; serialId?: number; serialName?: string } = {}): string {
  if (family.CalculateType !== 0) {
    return paths.selector + formatSearch({ valveName: family.Classname, systemId: from.systemId, serialId: from.serialId });
  }
  return paths.sortList + formatSearch({ valveName: family.Classname, keyword: from.serialName });
}
