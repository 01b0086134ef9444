// Numbers of the answers in the user's unit set. The server answers in the units of its Unitid and Units headers,
// which a host's own client may not send; each figure is read back as an amount (SI with its quantity) and shown
// in `unit-system` and `units` at the one edge that converts (shownAmount), whatever the answer's units were.
import { formatAmount, quantityIds, type QuantityId } from '../../src/engine/units';
import { measuredAmount } from '../../src/contracts/measured';
import type { ChartCurve, Measured } from '../../src/contracts/selection';
import { shownAmount, shownIn, type UnitTarget } from '../internal/units/units';
import type { PerformanceChartData } from '../performance-chart';

export function asQuantity(name: string | undefined): QuantityId | undefined {
  return quantityIds.find((id) => id === name);
}

/**
 * `value` in `unit` of `quantity`, in the target's unit (a unit system's, or the units in effect of a system and a
 * custom set); unchanged when the unit is not one of the quantity's.
 */
export const inSystem: (value: number, unit: string, quantity: QuantityId, target: UnitTarget) => { value: number; unit: string } = shownIn;

/**
 * A figure of a result row in the unit system. Only figures whose unit names one quantity are converted
 * (capacity, drop, mass flow, velocity, flow factor); %, counts and temperature-like labels stay as sent.
 */
export function measuredInSystem(measured: Measured, system: UnitTarget): Measured {
  const figure = measuredAmount(measured);
  if (!figure) return measured;
  // Already in the unit shown: as sent, without a way through SI.
  const shown = shownAmount(figure, system);
  return shown.unit === measured.unit ? measured : shown;
}

/** A figure as the results show it: in the unit system, rounded by the one number policy, or the dash. */
export type Figure = (measured: Measured | undefined) => string;

/** The figure formatter of a row: `figureOf(units, locale, dash)(measured)`. */
export function figureOf(units: UnitTarget, locale: string, dash: string): Figure {
  return (measured) => formatFigure(measured, units, locale, dash);
}

/** A figure in the unit system by the one number policy (formatAmount), or a dash when there is none. */
function formatFigure(measured: Measured | undefined, units: UnitTarget, locale: string, dash: string): string {
  if (!measured || measured.value === null) return dash;
  const shown = measuredInSystem(measured, units);
  const text = formatAmount(shown.value ?? 0, shown.unit, locale);
  return shown.unit ? `${text} ${shown.unit}` : text;
}

/** The quantities on a curve kind's axes; undefined where the axis is a percentage. */
const curveQuantities: Record<ChartCurve['kind'], [QuantityId | undefined, QuantityId]> = {
  'capacity-te': ['Temp', 'CoolCapacity'],
  'capacity-opening': [undefined, 'CoolCapacity'],
  'drop-capacity': ['CoolCapacity', 'Press'],
};

/** A curve of getchartline as the chart's data, in the unit system; x stays ascending (conversions are increasing). */
export function curveData(curve: ChartCurve, system: UnitTarget): PerformanceChartData {
  const [xq, yq] = curveQuantities[curve.kind];
  const axis = (values: readonly number[], unit: string, quantity: QuantityId | undefined) => {
    if (!quantity) return { values: [...values], unit };
    const target = inSystem(0, unit, quantity, system).unit;
    return { values: values.map((v) => inSystem(v, unit, quantity, system).value), unit: target };
  };
  const x = axis(curve.x.values, curve.x.unit, xq);
  const yUnit = inSystem(0, curve.y.unit, yq, system).unit;
  return {
    title: curve.title,
    x: { label: curve.x.label, unit: x.unit, values: x.values },
    y: { label: curve.y.label, unit: yUnit },
    series: curve.series.map((s) => ({
      label: s.label,
      selected: s.selected,
      values: s.values.map((v) => (v === null ? null : inSystem(v, curve.y.unit, yq, system).value)),
    })),
  };
}
