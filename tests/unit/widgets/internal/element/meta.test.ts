import { describe, expect, it } from 'vitest';
import { attributeName, callbackName, elementClassName } from '../../../../../widgets/internal/element/meta';

describe('widget names', () => {
  it('maps camelCase props to kebab-case attributes', () => {
    expect(attributeName('unitSystem')).toBe('unit-system');
    expect(attributeName('apiBase')).toBe('api-base');
    expect(attributeName('value')).toBe('value');
  });

  it('maps vs- events to on + PascalCase callback props', () => {
    expect(callbackName('vs-convert')).toBe('onConvert');
    expect(callbackName('vs-input-change')).toBe('onInputChange');
  });

  it('names the element class a widget module exports after its tag', () => {
    expect(elementClassName('vs-unit-converter')).toBe('UnitConverterElement');
    expect(elementClassName('vs-selector')).toBe('SelectorElement');
  });
});
