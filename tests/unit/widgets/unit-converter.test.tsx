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
});

describe('UnitConverter: German locale and imperial units', () => {
  it('shows a value prop in the locale and reads 1.234,5 as grouped', () => {
    renderConverter({ locale: 'de', quantity: 'Temp', value: 0.5 });
    expect(controls().value.value).toBe('0,5');
    fireEvent.change(controls().value, { target: { value: '1.234,5' } });
    expect(controls().result.textContent).toBe('2.254,10 ℉');
  });
});
