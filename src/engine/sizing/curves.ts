// Performance curves of a size and its neighbours at the conditions, as columnar arrays with x ascending:
// capacity against evaporating temperature (every family), pressure drop against duty (families whose drop the
// duty sets) and capacity against opening (modulating valves, the size alone, linear characteristic).
import { EngineError } from '../errors';
import { operatingConditions } from './conditions';
import type { SizeInput } from './calculate';
import { sizingContext } from './calculate';
import { modelFor } from './models';
import { operatingPoint } from './physics/operating-point';
import type { ConditionInput } from './conditions';
import type { Curve, SizingFamily } from './types';

/** Te span of the capacity curve around the design Te, K; the top stays CURVE_TK_GAP below Tk (or Tgc). */
const TE_SPAN = 20;
const CURVE_TK_GAP = 5;
const POINTS = 11;
/** Duty range of the drop curve, fractions of the design duty. */
const DUTY_RANGE = [0.1, 1.5] as const;
const DUTY_POINTS = 15;

export interface CurveRequest<F extends SizingFamily, K> {
  refrigerant: string;
  conditions: ConditionInput;
  /** The size first, then its neighbours. */
  sizes: readonly SizeInput<F, K>[];
}

function linspace(a: number, b: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));
}

/**
 * Builds a curve from x candidates. An x at which the properties fail (out of range) is left out for every size;
 * where one size cannot pass a duty at all (choked gas flow) its y is NaN, a gap in its line (null in JSON).
 */
function curve<K>(kind: Curve['kind'], xQuantity: Curve['xQuantity'], yQuantity: Curve['yQuantity'], xs: number[], keys: K[], y: (x: number, i: number) => number): Curve<K> {
  const kept: number[] = [];
  const columns: number[][] = keys.map(() => []);
  for (const x of xs) {
    let row: number[];
    try {
      row = keys.map((_, i) => y(x, i));
    } catch (e) {
      if (e instanceof EngineError) continue;
      throw e;
    }
    if (!row.some(Number.isFinite)) continue;
    kept.push(x);
    row.forEach((v, i) => columns[i]!.push(Number.isFinite(v) ? v : NaN));
  }
  return { kind, xQuantity, yQuantity, x: Float64Array.from(kept), series: keys.map((key, i) => ({ key, y: Float64Array.from(columns[i]!) })) };
}

/**
 * The curves of a size (sizes[0]) and its neighbours at the conditions. SI: Te in K, capacity and duty in W, drop
 * in Pa, opening as a fraction.
 * @throws EngineError invalid_condition, or from the property engine when the design conditions are out of range
 */
export function sizingCurves<F extends SizingFamily, K>(family: F, request: CurveRequest<F, K>): Curve<K>[] {
  const ctx = sizingContext(family, request.refrigerant, request.conditions);
  const c = ctx.conditions;
  const sizes = request.sizes.map((s) => ({ ...s, model: modelFor(family, s.series) }));
  const keys = sizes.map((s) => s.key);
  const curves: Curve<K>[] = [];

  const teTop = Math.min(c.evaporatingTemperature + TE_SPAN, (c.gasCooler ? c.gasCoolerOutletTemperature : c.condensingTemperature) - CURVE_TK_GAP);
  curves.push(
    curve('capacity-te', 'Temp', 'CoolCapacity', linspace(c.evaporatingTemperature - TE_SPAN, teTop, POINTS), keys, (Te, i) => {
      const at = { ...c, evaporatingTemperature: Te };
      const s = sizes[i]!;
      return s.model.capacity(operatingPoint(operatingConditions(request.refrigerant, at)), at, s.rating);
    }),
  );

  if (sizes.every((s) => s.model.drop)) {
    const duties = linspace(DUTY_RANGE[0] * c.capacity, DUTY_RANGE[1] * c.capacity, DUTY_POINTS);
    curves.push(curve('drop-capacity', 'CoolCapacity', 'Press', duties, keys, (duty, i) => sizes[i]!.model.drop!(ctx.point, c, sizes[i]!.rating, duty)));
  }

  const first = sizes[0];
  const range = first?.model.openingRange?.(first.rating);
  if (first && range) {
    const full = first.model.capacity(ctx.point, c, first.rating);
    curves.push(curve('capacity-opening', null, 'CoolCapacity', linspace(Math.max(range[0], 0.01), range[1], POINTS), [first.key], (f) => f * full));
  }
  return curves;
}
