// The operating points of a side by side (issue 27) lined up across its columns. The selector's columns come from one
// answer and share their points; the Selected List's come from items saved at different conditions, each with its own
// points ("Part load" in one, "Winter" in another), so the rows are the union of the points and a column shows "–"
// where it has none.
import type { RowPoint, SelectionRow } from '../../src/contracts/selection';

/** One row group of the comparison: the point's name and each column's index of it in its own points. */
export interface ComparedPoint {
  name: string;
  /** By column: the index in that column's points, or undefined where the column has no such point. */
  at: readonly (number | undefined)[];
}

/** A row's points; a row graded at one point is its own only point, the design point named `design`. */
export function pointsOf(row: SelectionRow, design: string): readonly RowPoint[] {
  return row.Points ?? [{ name: design, Grade: row.Grade, Reason: row.Reason, Reasons: row.Reasons, Values: row.Values }];
}

/**
 * The columns' points lined up: the first point of every column together, since it is each selection's design
 * point whatever the user named it (the names joined where they differ), then the further points by name, in the
 * order they first appear. A column without points (one that could not be calculated) is in no group.
 */
export function alignPoints(columns: readonly (readonly { name: string }[] | undefined)[]): ComparedPoint[] {
  const designNames = [...new Set(columns.flatMap((points) => (points?.[0] ? [points[0].name] : [])))];
  if (designNames.length === 0) return [];
  const groups: ComparedPoint[] = [{ name: designNames.join(' / '), at: columns.map((points) => (points?.[0] ? 0 : undefined)) }];
  const further = [...new Set(columns.flatMap((points) => (points ?? []).slice(1).map((point) => point.name)))];
  for (const name of further) {
    groups.push({
      name,
      at: columns.map((points) => {
        const index = points?.findIndex((point, i) => i > 0 && point.name === name) ?? -1;
        return index > 0 ? index : undefined;
      }),
    });
  }
  return groups;
}
