// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/i18n';
import {
  UnitConverter,
  createUnitConverterModel,
  defaultUnits,
  unitConverterResources,
  type UnitConversion,
  type UnitConverterProps,
} from '../../../widgets/unit-converter';
import { withChinese } from './test-support';

afterEach(cleanup);

/** The component as a React app uses it: inside the app's own I18nextProvider holding the widget's namespace. */
function renderConverter(props: UnitConverterProps = {}, lang = 'en') {
  const i18n = createI18n(lang, withChinese(unitConverterResources));
  const wrap = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const view = render(wrap(<UnitConverter {...props} />));
  return { ...view, update: (next: UnitConverterProps) => view.rerender(wrap(<UnitConverter {...next} />)) };
}

const controls = () => ({
  quantity: screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement,
  value: screen.getByRole('textbox', { name: 'Value' }) as HTMLInputElement,
  from: screen.getByRole('combobox', { name: 'From unit' }) as HTMLSelectElement,
  to: screen.getByRole('combobox', { name: 'To unit' }) as HTMLSelectElement,
  swap: screen.getByRole('button', { name: 'Swap units' }),
  result: screen.getByRole('status'),
});

describe('UnitConverter: accessibility', () => {
  it('names the group and every control by a visible label', () => {
    renderConverter();
    expect(screen.getByRole('group', { name: 'Unit conversion' })).toBeTruthy();
    const c = controls();
    for (const control of [c.quantity, c.value, c.from, c.to]) expect(control.labels?.length).toBe(1);
    expect(c.result.getAttribute('aria-live')).toBe('polite');
  });

  it('marks malformed input invalid and describes why', () => {
    renderConverter({ quantity: 'Temp' });
    fireEvent.change(controls().value, { target: { value: '12x' } });
    const input = controls().value;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a number');
  });
});

describe('UnitConverter: defaults', () => {
  // SPEC §4, conversion tool defaults: temperature to pressure, ℃ to bar in system 2 and ℉ to Psi in system 1.
  it('opens on the saturation conversion, metric: ℃ to bar, empty, no result', () => {
    const { container } = renderConverter();
    const c = controls();
    expect([c.quantity.value, c.from.value, c.to.value, c.value.value]).toEqual(['Saturation', '℃', 'bar', '']);
    expect(c.result.textContent).toBe('');
    expect(container.querySelector('[part="base"]')?.getAttribute('data-state')).toBe('empty');
  });

  it('opens on ℉ to Psi in unit system 1', () => {
    renderConverter({ unitSystem: 1 });
    const c = controls();
    expect([c.quantity.value, c.from.value, c.to.value]).toEqual(['Saturation', '℉', 'Psi']);
  });

  it('lists every unit of the quantity and the quantities by name', () => {
    renderConverter({ quantity: 'Press' });
    const labels = [...controls().from.options].map((o) => o.value);
    expect(labels).toEqual(['Pa', 'kPa', 'MPa', 'mbar', 'bar', 'atm', 'mmHg', 'inHg', 'Psi']);
    expect(controls().quantity.selectedOptions[0]?.textContent).toBe('Pressure');
  });

  it('pairs the system default with the other system default, or the next unit', () => {
    expect(defaultUnits('Press', 2)).toEqual({ fromUnit: 'bar', toUnit: 'Psi' });
    expect(defaultUnits('Press', 1)).toEqual({ fromUnit: 'Psi', toUnit: 'bar' });
    expect(defaultUnits('Temp2', 2)).toEqual({ fromUnit: 'K', toUnit: '℉' });
    expect(defaultUnits('MassFlow', 1)).toEqual({ fromUnit: 'lb/min', toUnit: 'kg/h' });
    expect(defaultUnits('FlowFactor', 2)).toEqual({ fromUnit: 'm³/h (Kv)', toUnit: 'gal/min (Cv)' });
  });
});

describe('UnitConverter: props', () => {
  it('converts the value prop with two decimals in the to-unit', () => {
    renderConverter({ quantity: 'Press', value: 10 });
    expect(controls().result.textContent).toBe('145.04 Psi');
  });

  it('reads unit aliases and infers the quantity from the from-unit', () => {
    renderConverter({ fromUnit: 'psi', toUnit: 'kPa', value: 1 });
    const c = controls();
    expect([c.quantity.value, c.from.value, c.to.value]).toEqual(['Press', 'Psi', 'kPa']);
    expect(c.result.textContent).toBe('6.89 kPa');
  });

  it('follows later props', () => {
    const { update } = renderConverter({ quantity: 'Temp', value: 100 });
    expect(controls().result.textContent).toBe('212.00 ℉');
    update({ quantity: 'Temp', value: 0, toUnit: 'K' });
    expect(controls().result.textContent).toBe('273.15 K');
  });

  it('makes the saturation conversion of a temperature and a pressure', () => {
    renderConverter({ fromUnit: 'F', toUnit: 'psi' });
    const c = controls();
    expect([c.quantity.value, c.from.value, c.to.value]).toEqual(['Saturation', '℉', 'Psi']);
  });

  // SPEC §5: any other mix of quantities shows 'Unable to calculate'; an empty value does nothing.
  it('shows Unable to calculate for units of two other quantities, until the user picks a unit', () => {
    const onConvert = vi.fn();
    const { container, update } = renderConverter({ fromUnit: 'bar', toUnit: 'kW', onConvert });
    const base = () => container.querySelector('[part="base"]')?.getAttribute('data-state');
    expect(base(), 'no value: nothing to say yet').toBe('empty');
    update({ fromUnit: 'bar', toUnit: 'kW', value: 1, onConvert });
    const c = controls();
    expect([c.quantity.value, c.from.value, c.to.value]).toEqual(['Press', 'bar', 'kW']);
    expect(c.result.textContent).toBe('');
    expect(base()).toBe('error');
    expect(c.to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(c.to.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Unable to calculate');
    expect(c.value.getAttribute('aria-invalid'), 'the number is fine').toBe('false');
    fireEvent.change(c.value, { target: { value: '2' } });
    expect(onConvert).not.toHaveBeenCalled();
    fireEvent.change(controls().to, { target: { value: 'kPa' } });
    expect(controls().result.textContent).toBe('200.00 kPa');
    expect(onConvert).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 'Press', toUnit: 'kPa', result: 200 }));
    expect([...controls().to.options].map((o) => o.value), 'kW was offered only while set').not.toContain('kW');
  });

  it('keeps a mixed pair mixed when swapped, in the new from-unit’s quantity', () => {
    const model = createUnitConverterModel({ fromUnit: 'bar', toUnit: 'kW', value: 1 });
    model.swap();
    expect([model.quantity.value, model.fromUnit.value, model.toUnit.value]).toEqual(['CoolCapacity', 'kW', 'bar']);
    expect(model.error.value).toEqual({ code: 'incompatible_units', from: 'kW', to: 'bar' });
  });

  it('keeps what the user typed while the props stay the same', () => {
    const { update } = renderConverter({ value: 1 });
    fireEvent.change(controls().value, { target: { value: '2' } });
    update({ value: 1 });
    expect(controls().value.value).toBe('2');
  });

  it('uses a model the host keeps', () => {
    const model = createUnitConverterModel({ quantity: 'Size', value: 1 });
    renderConverter({ model });
    expect(controls().result.textContent).toBe('0.04 inch');
    cleanup();
    renderConverter({ model });
    expect(controls().from.value).toBe('mm');
  });
});

describe('UnitConverter: events on user action only', () => {
  function typed(onConvert: (c: UnitConversion) => void, props: UnitConverterProps = {}) {
    renderConverter({ ...props, onConvert });
    return controls();
  }

  it('reports a conversion on typing, with the full-precision result', () => {
    const onConvert = vi.fn();
    fireEvent.change(typed(onConvert, { quantity: 'Temp' }).value, { target: { value: '25' } });
    expect(onConvert).toHaveBeenCalledExactlyOnceWith({
      quantity: 'Temp',
      fromUnit: '℃',
      toUnit: '℉',
      value: 25,
      result: expect.closeTo(77, 12),
    });
  });

  it('reports on choosing units and quantity and on swapping', () => {
    const onConvert = vi.fn();
    const c = typed(onConvert, { quantity: 'Temp', value: 1 });
    fireEvent.change(c.to, { target: { value: 'K' } });
    expect(onConvert).toHaveBeenLastCalledWith(expect.objectContaining({ toUnit: 'K', result: 274.15 }));
    fireEvent.click(c.swap);
    expect(onConvert).toHaveBeenLastCalledWith(expect.objectContaining({ fromUnit: 'K', toUnit: '℃', result: -272.15 }));
    fireEvent.change(c.quantity, { target: { value: 'CoolCapacity' } });
    const capacity = { quantity: 'CoolCapacity', fromUnit: 'kW', toUnit: 'TR' };
    expect(onConvert).toHaveBeenLastCalledWith(expect.objectContaining(capacity));
    expect(onConvert).toHaveBeenCalledTimes(3);
  });

  it('reports nothing for an empty or malformed value', () => {
    const onConvert = vi.fn();
    const c = typed(onConvert, { quantity: 'Temp', value: 3 });
    fireEvent.change(c.value, { target: { value: '' } });
    fireEvent.change(c.value, { target: { value: 'abc' } });
    fireEvent.click(c.swap);
    expect(onConvert).not.toHaveBeenCalled();
    expect(controls().result.textContent).toBe('');
  });

  it('reports nothing when props change', () => {
    const onConvert = vi.fn();
    const { update } = renderConverter({ quantity: 'Temp', value: 1, onConvert });
    update({ value: 2, quantity: 'Press', toUnit: 'kPa', onConvert });
    expect(controls().result.textContent).toBe('200.00 kPa');
    expect(onConvert).not.toHaveBeenCalled();
  });
});

describe('UnitConverter: German locale and imperial units', () => {
  it('reads 12,5 typed in German and shows the result with a decimal comma', () => {
    const onConvert = vi.fn();
    renderConverter({ locale: 'de', quantity: 'Press', onConvert });
    fireEvent.change(controls().value, { target: { value: '12,5' } });
    expect(onConvert).toHaveBeenLastCalledWith(expect.objectContaining({ value: 12.5, fromUnit: 'bar' }));
    expect(controls().result.textContent).toBe('181,30 Psi');
  });

  it('shows a value prop in the locale and reads 1.234,5 as grouped', () => {
    renderConverter({ locale: 'de', quantity: 'Temp', value: 0.5 });
    expect(controls().value.value).toBe('0,5');
    fireEvent.change(controls().value, { target: { value: '1.234,5' } });
    expect(controls().result.textContent).toBe('2.254,10 ℉');
  });

  it('starts imperial systems from the imperial unit', () => {
    renderConverter({ unitSystem: 1, quantity: 'CoolCapacity', value: 1 });
    const c = controls();
    expect([c.from.value, c.to.value]).toEqual(['TR', 'kW']);
    expect(c.result.textContent).toBe('3.52 kW');
  });

  it('moves to the new system’s units when the unit system changes', () => {
    const { update } = renderConverter({ quantity: 'Temp', value: 0 });
    update({ unitSystem: 1, quantity: 'Temp', value: 0 });
    expect(controls().result.textContent).toBe('-17.78 ℃');
  });

  it('shows Chinese labels from the cn bundle', () => {
    renderConverter({}, 'cn');
    expect(screen.getByRole('combobox', { name: '物理量' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '交换单位' })).toBeTruthy();
  });
});
