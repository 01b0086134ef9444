import { describe, expect, it } from 'vitest';
import { gridPageSize, pageCount, pageOf } from '../../../../../../host-site/web/features/home/paging';
import { familyLink } from '../../../../../../host-site/web/features/home/family-link';

describe('home page paging', () => {
  const families = Array.from({ length: 15 }, (_, i) => i + 1);

  it('shows 9 a page: 15 families are pages of 9 and 6', () => {
    // The grid's own page size, so the test follows the page the user sees.
    expect(pageOf(families, 1, gridPageSize)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pages: 2 });
    expect(pageOf(families, 2, gridPageSize).items).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('keeps the page in range when the list shrinks (a system type chosen on page 2)', () => {
    expect(pageOf([1, 2, 3], 2, 9)).toEqual({ items: [1, 2, 3], page: 1, pages: 1 });
    expect(pageOf([], 1, 9)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('counts at least one page', () => {
    expect([pageCount(0, 7), pageCount(7, 7), pageCount(8, 7)]).toEqual([1, 1, 2]);
  });
});

describe('where a family opens', () => {
  it('the selector when it calculates, with the system and series it was chosen from', () => {
    expect(familyLink({ Classname: 'Sov', CalculateType: 1 })).toEqual({ to: '/selector/index', search: { valveName: 'Sov' } });
    expect(familyLink({ Classname: 'Eev', CalculateType: 3 }, { systemId: 2, serialId: 11, serialName: 'EX5' }))
      .toEqual({ to: '/selector/index', search: { valveName: 'Eev', systemId: 2, serialId: 11 } });
  });

  it('the sort list when it is list-only, narrowed to the series it was chosen from', () => {
    expect(familyLink({ Classname: 'Pt', CalculateType: 0 })).toEqual({ to: '/sort/index', search: { valveName: 'Pt' } });
    expect(familyLink({ Classname: 'Pc2', CalculateType: 0 }, { systemId: 4, serialName: 'PC 2' }))
      .toEqual({ to: '/sort/index', search: { valveName: 'Pc2', keyword: 'PC 2' } });
  });
});
