import { describe, expect, it } from 'vitest';
import { attributeArgTypes, attributeText } from '../../../stories/element-story';
import { widgetEntries } from '../../../widgets/index';

// A designer's controls are exactly what a shop can write on the element: every attribute of the widget's meta,
// under its HTML name, with its values and default, and nothing else but the widget's events.
describe('the Storybook controls of each widget', async () => {
  for (const { tag, meta } of await widgetEntries()) {
    it(`<${tag}>: one control per attribute, named as in HTML, and its events as actions`, () => {
      const argTypes = attributeArgTypes(meta);
      const controls = Object.values(argTypes).filter((argType) => argType.table?.category === 'attributes');
      const html = Object.keys(meta.attributes).map((prop) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      expect(controls.map((argType) => argType.name)).toEqual(html);
      for (const [prop, spec] of Object.entries(meta.attributes)) {
        const control = controls[Object.keys(meta.attributes).indexOf(prop)]!;
        expect(control.options, prop).toEqual(spec.values);
        expect(control.table?.defaultValue?.summary, prop).toBe(spec.default);
        expect(control.description, prop).toBe(spec.doc);
      }
      const events = Object.values(argTypes).filter((argType) => argType.table?.category === 'events');
      expect(events.map((argType) => argType.name)).toEqual(Object.keys(meta.events));
      expect(Object.keys(argTypes)).toHaveLength(html.length + events.length);
    });
  }
});

describe('a control written as the attribute', () => {
  it("switches an HTML boolean (disabled, required) off by removing it: disabled=\"false\" would still disable", () => {
    const spec = { type: 'boolean', doc: '' } as const;
    expect(attributeText('disabled', spec, true)).toBe('');
    expect(attributeText('disabled', spec, false)).toBeUndefined();
    expect(attributeText('required', spec, false)).toBeUndefined();
  });

  it("writes the widget's own booleans, numbers and JSON as the text its props read, and nothing for an empty control", () => {
    expect(attributeText('show-favourites', { type: 'boolean', doc: '' }, false)).toBe('false');
    expect(attributeText('value', { type: 'number', doc: '' }, 12.5)).toBe('12.5');
    expect(attributeText('data', { type: 'json', doc: '' }, { a: [1] })).toBe('{"a":[1]}');
    expect(attributeText('value', { type: 'number', doc: '' }, '')).toBeUndefined();
  });
});
