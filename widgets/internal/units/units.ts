// The units a widget shows its quantities in: the base system of `unit-system` with a custom set's `units` over it
// (issue 12). One place for every widget that shows quantities, so a page's choice reads the same in all of them.
import type { UnitChoices } from '../../../src/contracts/units-header';
import { amountIn, amountOf, type Amount } from '../../../src/engine/units/amount';
import type { QuantityId } from '../../../src/engine/units/quantities';
import { defaultUnit, defaultUnitSystem, isUnitSystemId, type UnitSystemId } from '../../../src/engine/units/unit-systems';
import { unitsInEffect } from '../../../src/state/unit-sets';
import type { AttributeSpec } from '../element/meta';

/** The unit each quantity is shown in. */
export type UnitsInEffect = Readonly<Record<QuantityId, string>>;

/** Where a value is shown: a base system's units (1, 2), or the units in effect of a system and a set. */
export type UnitTarget = number | UnitsInEffect;

/** The attributes of a widget that shows quantities; the same words in every widget's reference. */
export const unitAttributes = {
  unitSystem: { type: 'number', default: '2', values: ['1', '2'], doc: 'Units shown: 1 imperial (America), 2 metric (International).' },
  units: {
    type: 'json',
    shape: 'object',
    doc: 'A custom unit set over unit-system, as a JSON map of quantity to unit: {"Temp":"K","Press":"kPa"} (quantities Temp, Temp2, Press, CoolCapacity, HeatCapacity, Velocity, VolumeFlow, MassFlow, Size, Density, Enthalpy, Entropy, FlowFactor; units as the unit selects list them). Pairs it does not know are ignored; default none.',
  },
} as const satisfies Record<string, AttributeSpec>;

/** The props those attributes give a component. */
export interface UnitProps {
  /** Base system: 1 imperial, 2 metric (default). */
  unitSystem?: number;
  /** A custom set's units over the base system's (quantity → unit), or its JSON text. */
  units?: UnitChoices | string;
}

/** The base system of a prop: 1 or 2, else the default. */
export function unitSystemOf(value: unknown): UnitSystemId {
  const system = Number(value);
  return isUnitSystemId(system) ? system : defaultUnitSystem;
}

export { unitsInEffect };

/** The unit `quantity` is shown in at `target`. */
export function targetUnit(quantity: QuantityId, target: UnitTarget): string {
  return typeof target === 'number' ? defaultUnit(quantity, target) : target[quantity];
}

/**
 * The one place a widget converts: an amount (SI with its quantity) in the target's unit. Figures of an answer
 * come here as amounts (src/contracts/measured.ts), whatever units the server answered in.
 */
export function shownAmount(value: Amount, target: UnitTarget): { value: number; unit: string } {
  const unit = targetUnit(value.quantity, target);
  return { value: amountIn(value, unit), unit };
}

/** `value` in `unit` of `quantity`, in the target's unit; unchanged when the unit is not one of the quantity's. */
export function shownIn(value: number, unit: string, quantity: QuantityId, target: UnitTarget): { value: number; unit: string } {
  // Already in the target's unit (the server answered in the units the widget asked for): as given, bit for bit.
  if (unit === targetUnit(quantity, target)) return { value, unit };
  const given = amountOf(value, unit, quantity);
  return given ? shownAmount(given, target) : { value, unit };
}

/** Two targets that show every quantity alike. */
export function sameUnits(a: UnitsInEffect, b: UnitsInEffect): boolean {
  return (Object.keys(a) as QuantityId[]).every((quantity) => a[quantity] === b[quantity]);
}

