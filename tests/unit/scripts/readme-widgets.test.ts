import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetReference, withReference } from '../../../scripts/docs/widget-reference';
import { widgetEntries } from '../../../widgets/index';

const metas = (await widgetEntries()).map((w) => w.meta);

describe('the widget reference of docs/widgets.md', () => {
  it('matches every widget meta (run `npm run docs` after changing one)', () => {
    const reference = readFileSync(path.resolve(import.meta.dirname, '../../../docs/widgets.md'), 'utf8');
    expect(withReference(reference, widgetReference(metas))).toBe(reference);
  });

  it('documents each attribute by its kebab-case name', () => {
    const text = widgetReference(metas);
    expect(text).toContain('`unit-system`');
    expect(text).not.toContain('`unitSystem`');
  });
});
