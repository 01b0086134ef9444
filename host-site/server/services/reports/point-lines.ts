// A selection graded at several operating points (issue 27) in the report: each point's conditions as the form showed
// them, and a product's figures at a point, labelled in the report's language.
import type { ReportLine } from '../../../../src/contracts/report';
import type { SelectCondition, SelectionField, SizeFigures } from '../../../../src/contracts/selection';
import { conditionLines } from './condition-lines';
import type { ReportWords } from './words';

/** Every point of the set, the design point first, with its conditions; undefined for a one-point set. */
export function pointLines(fields: readonly SelectionField[], selected: SelectCondition, words: ReportWords): { name: string; conditions: ReportLine[] }[] | undefined {
  if (!selected.operatingPoints) return undefined;
  return [
    { name: selected.designPointName ?? '', conditions: conditionLines(fields, selected.conditions, words) },
    ...selected.operatingPoints.map((point) => ({ name: point.name, conditions: conditionLines(fields, point.conditions, words) })),
  ];
}

/** A size's figures as report lines: label, number, unit and the text shown. */
export function figureLines(values: SizeFigures, words: ReportWords): ReportLine[] {
  return Object.entries(values).map(([name, figure]) => ({
    name,
    label: words.t(`details:figure.${name}`),
    value: figure.value,
    unit: figure.unit,
    text: words.measured(figure.value, figure.unit),
  }));
}
