import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetEntries } from '../../../widgets';
import { elementModules } from '../../../widgets/elements';
import type { AttributeSpec } from '../../../widgets/internal/element/meta';
import { defineWidget } from '../../../widgets/internal/element/define-widget';
import { UnitConverter } from '../../../widgets/unit-converter';
import { meta } from '../../../widgets/unit-converter/unit-converter.element';

const widgets = await widgetEntries();
const widgetsDir = path.resolve(import.meta.dirname, '../../../widgets');

describe('widget registry', () => {
  it('the table in widgets/elements.ts holds every widget folder with an element module', () => {
    const folders = readdirSync(widgetsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(path.join(widgetsDir, entry.name)).includes(`${entry.name}.element.ts`))
      .map((entry) => `vs-${entry.name}`);
    expect(Object.keys(elementModules).sort()).toEqual(folders.sort());
  });

  it('every tag, event and custom property is vs- prefixed and every name is unique', () => {
    for (const { meta: m } of widgets) {
      expect(m.tag).toMatch(/^vs-[a-z]+(-[a-z]+)*$/); // `vs-` keeps even one-word names (vs-selector) valid custom-element names
      for (const event of Object.keys(m.events)) expect(event).toMatch(/^vs-[a-z]+(-[a-z]+)*$/);
      for (const property of Object.keys(m.cssProperties)) expect(property.startsWith(`--${m.tag}-`)).toBe(true);
      for (const part of Object.keys(m.parts)) expect(part).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  // Issue 28: a json attribute's shape is how the element refuses `value='"CE"'` where a list is asked.
  it('every json attribute says the shape of its JSON', () => {
    const unshaped = widgets.flatMap(({ meta: m }) =>
      Object.entries(m.attributes as Record<string, AttributeSpec>)
        .filter(([, spec]) => spec.type === 'json' && !spec.shape)
        .map(([prop]) => `${m.tag} ${prop}`),
    );
    expect(unshaped).toEqual([]);
  });

  it("each row's module is the folder's element module: its meta names the row's tag, it exports the class by its name", async () => {
    for (const { tag, meta: m, name, className } of widgets) {
      expect(m.tag).toBe(tag);
      const element = (await import(`../../../widgets/${name}/${name}.element.ts`)) as Record<string, unknown>;
      expect(element.meta).toBe(m);
      expect(Object.keys(element)).toContain(className);
    }
  });

  it('defining a widget is a no-op where custom elements do not exist (Node, manifest generation)', () => {
    expect(typeof customElements).toBe('undefined');
    expect(defineWidget(meta, UnitConverter)).toBeUndefined();
  });
});
