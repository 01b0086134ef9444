import { linkOptions } from '@tanstack/react-router';
import { paths } from '../../config/paths';

/**
 * Where a family (or one of its series) opens, as a link's `to` and `search`: the selector when the family has
 * a sizing model (CalculateType non-zero), else its product list.
 */
export function familyLink(family: { Classname: string; CalculateType: number }, from: { systemId?: number; serialId?: number; serialName?: string } = {}) {
  if (family.CalculateType !== 0) {
    return linkOptions({
      to: paths.selector,
      search: { valveName: family.Classname, systemId: from.systemId, serialId: from.serialId },
    });
  }
  return linkOptions({ to: paths.sortList, search: { valveName: family.Classname, keyword: from.serialName } });
}
