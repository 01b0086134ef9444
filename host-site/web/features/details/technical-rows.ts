import type { ProductRow } from '../../../../src/contracts/valve';

/** One line of a details table: a label and its value as text. */
export interface DataRow {
  label: string;
  value: string;
}

const labelKey = (label: string) => label.trim().toLocaleLowerCase();

/**
 * Rows sharing a label (the same words, any case) as one row in the place of the first: its value, then each
 * other value not already said, joined by " / ".
 */
export function mergeRows(rows: readonly DataRow[]): DataRow[] {
  const merged = new Map<string, { label: string; values: string[] }>();
  for (const row of rows) {
    const key = labelKey(row.label);
    const known = merged.get(key);
    if (!known) merged.set(key, { label: row.label, values: [row.value] });
    else if (!known.values.includes(row.value)) known.values.push(row.value);
  }
  return [...merged.values()].map(({ label, values }) => ({ label, value: values.join(' / ') }));
}

/**
 * A product's technical data as one table, each label once, general to specific: the product, its series,
 * its size. Where two say the same thing the more specific stands: the product's own (its coil voltage) over
 * its size's, the size's over its series' (a size's own test pressure overrides the series').
 */
export function technicalRows(sources: { product: readonly DataRow[]; series: readonly DataRow[]; size: readonly DataRow[] }): DataRow[] {
  const product = mergeRows(sources.product);
  const size = mergeRows(sources.size);
  const byProduct = new Set(product.map((row) => labelKey(row.label)));
  const bySize = new Set(size.map((row) => labelKey(row.label)));
  const series = mergeRows(sources.series).filter((row) => !byProduct.has(labelKey(row.label)) && !bySize.has(labelKey(row.label)));
  return [...product, ...series, ...size.filter((row) => !byProduct.has(labelKey(row.label)))];
}

/** What the product itself is: its names, its series and size (once when they share a name), connection, coil. */
export function productRows(t: (key: string) => string, product: ProductRow): DataRow[] {
  // `SAE flare 3/8 × 1/2`: the outlet only where it differs from the inlet, as the product list writes it.
  const ends = [product.ConnectionIn, product.ConnectionOut !== product.ConnectionIn ? product.ConnectionOut : undefined];
  const connection = [product.ConnectionLabel ?? product.ConnectionType, ends.filter(Boolean).join(' × ')].filter(Boolean).join(' ');
  const rows: DataRow[] = [
    { label: t('partNumber'), value: product.PartNumber },
    { label: t('productName'), value: product.ProductName },
    { label: t('productType'), value: product.ProductType },
  ];
  if (product.sizeName === product.serialName) rows.push({ label: t('seriesAndSize'), value: product.serialName });
  else rows.push({ label: t('series'), value: product.serialName }, { label: t('size'), value: product.sizeName });
  if (connection) rows.push({ label: t('connection'), value: connection });
  if (product.CoilVoltage) rows.push({ label: t('coilVoltage'), value: product.CoilVoltage });
  rows.push({ label: t('refrigerants'), value: product.Refrigerant.join(', ') });
  if (product.Safetycer.length > 0) rows.push({ label: t('approvals'), value: product.Safetycer.join(', ') });
  return rows;
}
