import type { ProductChange, ProjectProduct } from '../../../../src/contracts/projects';
import type { Measured, SelectionRow, SizeFigures } from '../../../../src/contracts/selection';
import { convert } from '../../../../src/engine/units';
import { formatSignificant } from '../../../../src/engine/units/number-format';
import type { Translate } from '../../../../src/i18n/translate';

/**
 * Figures closer than this, relative to the larger, are the same figure rounded differently: the screen shows three
 * significant digits, so a 1 % move is the least a reader can tell from rounding.
 */
export const figureTolerance = 0.01;

type FigureName = keyof SizeFigures;

/** The saved figure and today's, both in the saved one's unit; undefined when they are the same beyond rounding. */
function movedFigure(name: FigureName, from: Measured, today: Measured): ProductChange['figures'][number] | undefined {
  if (from.value === null || today.value === null) {
    return from.value === today.value ? undefined : { name, from, to: today };
  }
  let to: Measured = today;
  if (today.unit !== from.unit) {
    try {
      to = { value: convert(today.value, today.unit, from.unit), unit: from.unit };
    } catch {
      // Units of different quantities cannot be compared: say both as they are.
      return { name, from, to: today };
    }
  }
  const larger = Math.max(Math.abs(from.value), Math.abs(to.value!));
  return Math.abs(to.value! - from.value) > figureTolerance * larger ? { name, from, to } : undefined;
}

/** The figures present in both that moved beyond rounding, in the saved row's order. */
export function movedFigures(saved: SizeFigures | undefined, today: SizeFigures): ProductChange['figures'] {
  if (!saved) return [];
  return (Object.keys(saved) as FigureName[]).flatMap((name) => {
    const from = saved[name];
    const now = today[name];
    if (!from || !now) return [];
    const moved = movedFigure(name, from, now);
    return moved ? [moved] : [];
  });
}

/** Today's row of a saved product: the same size offering the same part number; undefined when it is no longer offered. */
export function rowOf(product: Pick<ProjectProduct, 'Sizeid' | 'PartNumber'>, rows: readonly SelectionRow[]): SelectionRow | undefined {
  return rows.find((row) => row.Sizeid === product.Sizeid && (row.PartNumber === product.PartNumber || row.Products.some((offer) => offer.PartNumber === product.PartNumber)));
}

/** A figure in a change note: three significant digits (as the screen shows them), in the reader's locale ("2,5 bar"). */
function shown(figure: Measured, locale: string): string {
  return figure.value === null ? '—' : `${formatSignificant(figure.value, locale, 3)} ${figure.unit}`;
}

/**
 * What changed for one saved product against today's calculation of its conditions (`rows`, every group), in words
 * too, its figures written for `locale` (BCP 47); `rows` undefined for a product that has no conditions to calculate (added from the product list).
 */
export function productChange(product: ProjectProduct, rows: readonly SelectionRow[] | undefined, t: Translate, locale: string): ProductChange {
  const base = { Hashkey: product.Hashkey, PartNumber: product.PartNumber, ...(product.Grade && { gradeFrom: product.Grade }) };
  if (rows === undefined) return { ...base, status: 'notRecalculated', figures: [], text: t('projects:changes.notRecalculated') };
  const row = rowOf(product, rows);
  if (!row) return { ...base, status: 'withdrawn', figures: [], text: t('projects:changes.withdrawn') };
  const gradeChanged = product.Grade !== undefined && product.Grade !== row.Grade;
  const figures = movedFigures(product.Values, row.Values);
  const parts = [
    ...(gradeChanged ? [t('projects:changes.grade', { from: t(`selection:group.${product.Grade}`), to: t(`selection:group.${row.Grade}`) })] : []),
    ...figures.map((figure) => t('projects:changes.figure', { name: t(`details:figure.${figure.name}`), from: shown(figure.from, locale), to: shown(figure.to, locale) })),
  ];
  return {
    ...base,
    status: parts.length === 0 ? 'unchanged' : 'changed',
    ...(gradeChanged && { gradeTo: row.Grade }),
    figures,
    text: parts.length === 0 ? t('projects:changes.unchanged') : parts.join(t('projects:changes.separator')),
    Grade: row.Grade,
    Reason: row.Reason,
    Values: row.Values,
  };
}
