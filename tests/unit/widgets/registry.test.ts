import { describe, expect, it } from 'vitest';
import { widgets } from '../../../widgets';
import { defineWidget } from '../../../widgets/internal/define-widget';
import { widgetLoaders } from '../../../widgets/lazy';
import { UnitConverter } from '../../../widgets/unit-converter';
import { meta } from '../../../widgets/unit-converter/unit-converter.element';

describe('widget registry', () => {
  it('the loader knows exactly the tags the one-script bundle defines', () => {
    expect(Object.keys(widgetLoaders).sort()).toEqual(widgets.map((w) => w.meta.tag).sort());
  });

  it('every tag, event and custom property is vs- prefixed and every name is unique', () => {
    const tags = widgets.map((w) => w.meta.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const { meta: m } of widgets) {
      expect(m.tag).toMatch(/^vs-[a-z]+(-[a-z]+)*$/); // `vs-` keeps even one-word names (vs-selector) valid custom-element names
      for (const event of Object.keys(m.events)) expect(event).toMatch(/^vs-[a-z]+(-[a-z]+)*$/);
      for (const property of Object.keys(m.cssProperties)) expect(property.startsWith(`--${m.tag}-`)).toBe(true);
      for (const part of Object.keys(m.parts)) expect(part).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('each row names the folder, the element module and the class it exports, for the builds and manifest', async () => {
    for (const { meta: m, name, className } of widgets) {
      expect(m.tag).toBe(`vs-${name}`);
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
