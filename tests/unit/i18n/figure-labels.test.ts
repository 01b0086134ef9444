// The details page and the report label every figure of a calculate row by `details:figure.<name>` (the other
// languages follow English by completeness.test.ts): a figure added to the row without its label would show its key
// (issue 26: the Eev's partLoadOpening and partLoad).
import { describe, expect, it } from 'vitest';
import { sizeFigures } from '../../../src/contracts/schemas/selection';
import en from '../../../src/i18n/locales/en/details.json';

describe('details:figure', () => {
  it('labels every figure a calculate row can carry, and no other', () => {
    expect(Object.keys(en.figure).sort()).toEqual(Object.keys(sizeFigures.shape).sort());
  });
});
