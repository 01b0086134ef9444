import { EngineError } from '../errors';
import { quantities, quantityIds, type QuantityId, type UnitDefinition } from './quantities';

export interface ResolvedUnit {
  quantity: QuantityId;
  unit: UnitDefinition;
}

// Lookup by exact label first, then by case-folded label or alias. Built once; quantities that share labels
// (Temp and Temp2 share ℃, K, ℉) keep every match, in declaration order.
const exact = new Map<string, ResolvedUnit[]>();
const folded = new Map<string, ResolvedUnit[]>();
for (const quantity of quantityIds) {
  for (const unit of quantities[quantity]) {
    push(exact, unit.label, { quantity, unit });
    for (const spelling of [unit.label, ...unit.aliases]) push(folded, fold(spelling), { quantity, unit });
  }
}

function push(map: Map<string, ResolvedUnit[]>, key: string, value: ResolvedUnit) {
  const list = map.get(key) ?? [];
  if (!list.some((r) => r.quantity === value.quantity)) list.push(value);
  map.set(key, list);
}

function fold(spelling: string): string {
  return spelling.trim().replace(/\s+/g, '').toLowerCase();
}

/** Every reading of a unit label or alias, across quantities; empty when unknown. */
export function resolveUnit(label: string): ResolvedUnit[] {
  return exact.get(label.trim()) ?? folded.get(fold(label)) ?? [];
}

/**
 * The unit definition of `label` within `quantity`.
 * @throws EngineError unknown_unit when no quantity knows the label, incompatible_units when others do.
 */
export function unitOf(quantity: QuantityId, label: string): UnitDefinition {
  const readings = resolveUnit(label);
  if (readings.length === 0) throw new EngineError({ code: 'unknown_unit', unit: label });
  const match = readings.find((r) => r.quantity === quantity);
  if (!match) throw new EngineError({ code: 'incompatible_units', from: label, to: quantity });
  return match.unit;
}

/** The quantity both units belong to (the first declared when several fit, so ℃ and ℉ read as Temp). */
export function commonQuantity(fromLabel: string, toLabel: string): QuantityId {
  const from = resolveUnit(fromLabel);
  if (from.length === 0) throw new EngineError({ code: 'unknown_unit', unit: fromLabel });
  const to = resolveUnit(toLabel);
  if (to.length === 0) throw new EngineError({ code: 'unknown_unit', unit: toLabel });
  const shared = from.find((f) => to.some((t) => t.quantity === f.quantity));
  if (!shared) throw new EngineError({ code: 'incompatible_units', from: fromLabel, to: toLabel });
  return shared.quantity;
}

/** A value in `label` of `quantity`, in SI. */
export function toSI(quantity: QuantityId, value: number, label: string): number {
  const unit = unitOf(quantity, label);
  return value * unit.factor + unit.offset;
}

/** An SI value of `quantity`, in `label`. */
export function fromSI(quantity: QuantityId, value: number, label: string): number {
  const unit = unitOf(quantity, label);
  return (value - unit.offset) / unit.factor;
}

/**
 * Converts `value` from one unit to another. Without `quantity` the units must share one (a temperature by
 * default); `Temp2` converts differences. Identity conversions return the value untouched, bit for bit.
 * @throws EngineError not_a_number, unknown_unit or incompatible_units.
 */
export function convert(value: number, fromLabel: string, toLabel: string, quantity?: QuantityId): number {
  if (!Number.isFinite(value)) throw new EngineError({ code: 'not_a_number', value: String(value) });
  const q = quantity ?? commonQuantity(fromLabel, toLabel);
  const from = unitOf(q, fromLabel);
  const to = unitOf(q, toLabel);
  if (from === to) return value;
  return (value * from.factor + from.offset - to.offset) / to.factor;
}

/** The canonical label of a unit spelling within a quantity (`psi` gives `Psi`). */
export function canonicalLabel(quantity: QuantityId, label: string): string {
  return unitOf(quantity, label).label;
}
