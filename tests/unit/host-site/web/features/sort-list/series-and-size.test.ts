import { describe, expect, it } from 'vitest';
import { seriesAndSizeCells, sizeGroups } from '../../../../../../host-site/web/features/sort-list/series-and-size';

// The demo Sov range: series MDF has a size MDF-A02, and MDF-A02 is also a series.
const series = [
  { Id: 1, Name: 'MDF' },
  { Id: 2, Name: 'MDF-A02' },
  { Id: 3, Name: 'LDF' },
];
const sizes = [
  { Id: 11, Serialid: 1, Name: 'MDF-A01' },
  { Id: 12, Serialid: 1, Name: 'MDF-A02' },
  { Id: 21, Serialid: 2, Name: 'MDFN-03' },
];

describe('series and size names in the sort list', () => {
  // Issue #10: series names do not collide with size names in lists.
  it('groups the sizes under their series while no series is chosen, leaving out series without sizes', () => {
    expect(sizeGroups(series, sizes, undefined)).toEqual([
      { label: 'MDF', options: [['11', 'MDF-A01'], ['12', 'MDF-A02']] },
      { label: 'MDF-A02', options: [['21', 'MDFN-03']] },
    ]);
  });

  it("lists the chosen series' sizes alone", () => {
    expect(sizeGroups(series, sizes, 2)).toEqual([{ options: [['21', 'MDFN-03']] }]);
  });

  it('says a size named as its series once, across the series and size columns', () => {
    expect(seriesAndSizeCells({ serialName: 'SBV', sizeName: 'SBV' })).toEqual([{ text: 'SBV', span: 2 }]);
    expect(seriesAndSizeCells({ serialName: 'MDF', sizeName: 'MDF-A02' })).toEqual([
      { text: 'MDF', span: 1 },
      { text: 'MDF-A02', span: 1 },
    ]);
  });
});
