import { describe, expect, it } from 'vitest';
import { alignPoints } from '../../../widgets/selector/selector.compare-points';

// Issue 27, "Side by side" from the Selected List: products saved at different conditions have points of their own.
const named = (...names: string[]) => names.map((name) => ({ name }));

describe('the side by side lines up its columns’ operating points', () => {
  it('puts columns of one answer point by point', () => {
    expect(alignPoints([named('Design', 'Part load'), named('Design', 'Part load')])).toEqual([
      { name: 'Design', at: [0, 0] },
      { name: 'Part load', at: [1, 1] },
    ]);
  });

  it('keeps every column’s design point together whatever its name, and the further points by name, a column without one blank', () => {
    expect(alignPoints([named('Design', 'Part load'), named('Summer', 'Winter', 'Part load'), named('Design'), undefined])).toEqual([
      { name: 'Design / Summer', at: [0, 0, 0, undefined] },
      { name: 'Part load', at: [1, 2, undefined, undefined] },
      { name: 'Winter', at: [undefined, 1, undefined, undefined] },
    ]);
  });

  it('has no rows when no column could be calculated', () => {
    expect(alignPoints([undefined, undefined])).toEqual([]);
  });
});
