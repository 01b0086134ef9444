export type Option = readonly [value: string, label: string];

/** Options under a heading (an optgroup); a group without a label lists its options on their own. */
export interface OptionGroup {
  label?: string;
  options: readonly Option[];
}

/**
 * The size filter's options. With no series chosen they come grouped under their series: a size may bear
 * another series' name (Sov's size MDF-A02 of series MDF beside the series MDF-A02), and its group says whose
 * it is.
 */
export function sizeGroups(
  series: readonly { Id: number; Name: string }[],
  sizes: readonly { Id: number; Serialid: number; Name: string }[],
  chosen: number | undefined,
): OptionGroup[] {
  const of = (serialId: number): Option[] => sizes.filter((size) => size.Serialid === serialId).map((size) => [String(size.Id), size.Name]);
  if (chosen) return [{ options: of(chosen) }];
  return series.map((s) => ({ label: s.Name, options: of(s.Id) })).filter((group) => group.options.length > 0);
}

/**
 * The series and size cells of a product row: a size named as its series is said once, as one cell across
 * both columns.
 */
export function seriesAndSizeCells(row: { serialName: string; sizeName: string }): { text: string; span: 1 | 2 }[] {
  if (row.sizeName === row.serialName) return [{ text: row.serialName, span: 2 }];
  return [
    { text: row.serialName, span: 1 },
    { text: row.sizeName, span: 1 },
  ];
}
