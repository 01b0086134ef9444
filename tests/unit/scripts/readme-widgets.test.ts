import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetReference, withReference } from '../../../scripts/docs/widget-reference';
import { widgetEntries } from '../../../widgets/index';

const metas = (await widgetEntries()).map((w) => w.meta);

describe('README widget reference', () => {
  it('matches every widget meta (run `npm run docs` after changing one)', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(withReference(readme, widgetReference(metas))).toBe(readme);
  });

  it('documents each attribute by its kebab-case name', () => {
    const text = widgetReference(metas);
    expect(text).toContain('`unit-system`');
    expect(text).not.toContain('`unitSystem`');
  });
});
