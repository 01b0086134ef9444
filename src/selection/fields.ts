// A family's condition fields for a generic form: the engine's definitions (from the condition catalogue) by their
// wire names, with labels and option titles in the request's language and numbers in its unit set.
import { wireName } from '../contracts/condition-names';
import type { SelectionField } from '../contracts/selection';
import type { FieldDefinition, SizingFamily } from '../engine';
import { limits } from '../engine/refrigerants/core';
import { GAS_COOLER_REFRIGERANTS } from '../engine/sizing/condition-rules';
import { quantities } from '../engine/units';
import type { Translate } from '../i18n/translate';
import { engineText } from './language';
import type { UnitPresenter } from './unit-presenter';

/** The refrigerant a family's form starts with, where the specification (§3) sets one. */
export const DEFAULT_REFRIGERANT: Partial<Record<SizingFamily, string>> = { TxvOld: 'R404A' };

export function selectionField(f: FieldDefinition, t: Translate, units: UnitPresenter): SelectionField {
  const options = (f.options ?? []).map((o) => ({ title: engineText(t, o.labelKey), value: o.value, unit: '' }));
  const base = { name: wireName(f.name), title: engineText(t, f.labelKey), labelType: f.labelType, options };
  if (f.quantity) {
    const quantity = f.quantity;
    const byPosition = f.defaultByPosition && Object.entries(f.defaultByPosition).map(([position, value]) => [position, units.value(quantity, value as number) ?? 0]);
    return {
      ...base,
      value: units.value(quantity, f.default as number) ?? 0,
      ...(byPosition && { valueByPosition: Object.fromEntries(byPosition) }),
      unit: units.unit(f.quantity),
      quantity: f.quantity,
      unitOptions: quantities[f.quantity].map((u) => u.label),
      values: [],
    };
  }
  if (f.labelType === 'checkbox') return { ...base, value: f.default, unit: '', unitOptions: [], values: [true, false] };
  const option = options.find((o) => o.value === f.default);
  return { ...base, value: f.default, unit: '', unitOptions: [], values: options.map((o) => o.value), ...(option && { option }) };
}

/**
 * Where the form switches to gas-cooler operation (issue 15), as the calculate call does (conditions.ts): for each
 * refrigerant that runs transcritical, the top of its saturation range by the engine's limits(), K; every one of them,
 * since a page may set a refrigerant the family's list does not hold. Nothing for a family without the GasCooler
 * field. The form keeps no figure of its own (a copy at 26.9 ℃ beside the server's 31 ℃ went unnoticed).
 */
export function gasCoolerSwitch(fields: readonly FieldDefinition[]): { gasCoolerFrom?: Record<string, number> } {
  if (!fields.some((f) => f.name === 'gasCooler')) return {};
  return { gasCoolerFrom: Object.fromEntries(GAS_COOLER_REFRIGERANTS.map((name) => [name, limits(name).saturationTemperature.max])) };
}
