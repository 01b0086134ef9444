import { describe, expect, it } from 'vitest';
import { tokenNames } from '../../../../../src/theme';
import { widgetEntries } from '../../../../../widgets';
import { customElementsManifest } from '../../../../../widgets/internal/element/manifest';
import { meta } from '../../../../../widgets/unit-converter/unit-converter.element';

const manifest = customElementsManifest([{ meta, module: 'esm/unit-converter.js', className: 'UnitConverterElement' }]);
const [module] = manifest.modules;
const element = module!.declarations[0]!;

describe('custom-elements.json', () => {
  it('is schema 2.x with one module per widget and its tag defined by the exported class', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(module!.path).toBe('esm/unit-converter.js');
    expect(module!.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'vs-unit-converter',
      declaration: { name: 'UnitConverterElement', module: 'esm/unit-converter.js' },
    });
    expect(element).toMatchObject({ kind: 'class', customElement: true, tagName: 'vs-unit-converter' });
  });

  it('lists attributes in kebab-case with their property, type and default', () => {
    expect(element.attributes.map((a) => a.name)).toEqual([
      'unit-system', 'units', 'quantity', 'refrigerant', 'absolute', 'from-unit', 'to-unit', 'value', 'lang', 'name', 'disabled',
      'required',
    ]);
    // An on-by-default switch is an enumerated string: the wrapper would read a bare `absolute` as false.
    expect(element.attributes[4]).toMatchObject({ fieldName: 'absolute', type: { text: '"true" | "false"' }, default: '"true"' });
    expect(element.attributes[0]).toMatchObject({ fieldName: 'unitSystem', type: { text: '"1" | "2"' }, default: '"2"' });
    expect(element.members[0]).toMatchObject({ kind: 'field', name: 'unitSystem', type: { text: '1 | 2' }, default: '2' });
  });

  it('lists events with their detail type, parts, and the widget knobs before the shared tokens', () => {
    expect(element.events).toEqual([expect.objectContaining({ name: 'vs-convert', type: expect.objectContaining({}) })]);
    expect(element.events[0]!.type.text).toMatch(/^CustomEvent<\{ quantity: string;/);
    expect(element.cssParts.map((p) => p.name)).toEqual(Object.keys(meta.parts));
    const properties = element.cssProperties.map((p) => p.name);
    expect(properties.slice(0, 3)).toEqual(Object.keys(meta.cssProperties));
    expect(properties).toContain('--vs-color-primary');
    expect(properties).toHaveLength(3 + tokenNames.length);
  });

  it('covers every registered widget', async () => {
    expect((await widgetEntries()).map((w) => w.meta.tag)).toContain('vs-unit-converter');
  });
});
