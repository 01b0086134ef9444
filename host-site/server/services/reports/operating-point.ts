// Where the user's conditions sit on each performance curve: the design duty at Te on capacity against Te, the drop
// at the design duty on drop against duty, the opening at the design duty on capacity against opening. Every number
// comes from the same calculation the result shows, in the curve's own units.
import { WIRE_NAMES } from '../../../../src/contracts/condition-names';
import type { ChartCurve, Measured, SelectCondition, SizeFigures } from '../../../../src/contracts/selection';
import type { ReportCurve } from '../../../../src/contracts/report';

type Point = ReportCurve['operatingPoint'];

function measuredIn(value: SelectCondition['conditions'][string] | Measured | undefined, unit: string): number | null {
  if (typeof value !== 'object' || value.value === null || value.unit !== unit) return null;
  return value.value;
}

function point(x: number | null, y: number | null): Point {
  return x === null || y === null ? null : { x, y };
}

export function operatingPoint(curve: ChartCurve, conditions: SelectCondition['conditions'], figures: SizeFigures): Point {
  const duty = (unit: string) => measuredIn(conditions[WIRE_NAMES.capacity], unit);
  switch (curve.kind) {
    case 'capacity-te':
      return point(measuredIn(conditions[WIRE_NAMES.evaporatingTemperature], curve.x.unit), duty(curve.y.unit));
    case 'drop-capacity':
      return point(duty(curve.x.unit), measuredIn(figures.pressureDrop, curve.y.unit));
    case 'capacity-opening':
      return point(measuredIn(figures.opening, curve.x.unit), duty(curve.y.unit));
  }
}

/** The curves with their operating points. */
export function withOperatingPoints(curves: readonly ChartCurve[], conditions: SelectCondition['conditions'], figures: SizeFigures): ReportCurve[] {
  return curves.map((curve) => ({ ...curve, operatingPoint: operatingPoint(curve, conditions, figures) }));
}
