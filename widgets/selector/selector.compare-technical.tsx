// The technical data of a side by side (issue 27) in which its products differ: the catalogue's series and size
// tables, the calls the details page makes, asked once per series. A series that cannot be read (a product whose
// series left the catalogue) leaves its columns blank, not the others.
import type { TFunction } from 'i18next';
import type { ApiClient } from '../../src/client';
import type { SelectionRow } from '../../src/contracts/selection';
import { seriesFields, seriesSizes, type SizeItem, type TechField } from '../../src/contracts/valve';
import { formatAmount } from '../../src/engine/units';
import { useAnswer } from '../internal/element/use-answer';
import { pointStyles as styles } from './selector.points.styles';

type Product = Pick<SelectionRow, 'Serialid' | 'Sizeid'>;

interface Technical {
  fields: readonly TechField[];
  /** Each size's technical values by field key, by Sizeid; a size of a series that could not be read is missing. */
  values: ReadonlyMap<number, SizeItem['values']>;
}

/** The series' size tables and their columns, once per series; undefined while they come, 'failed' when none came. */
export function useTechnical(api: ApiClient, products: readonly Product[]): Technical | undefined | 'failed' {
  // The products by their ids: a new array of the same products asks nothing again.
  const key = products.map((product) => `${product.Serialid}/${product.Sizeid}`).join(' ');
  const answer = useAnswer(
    key,
    async () => {
      const series = [...new Set(products.map((product) => product.Serialid))];
      const settled = await Promise.allSettled(series.map((Serialid) => Promise.all([api.call(seriesSizes, { body: { Serialid } }), api.call(seriesFields, { query: { Serialid } })])));
      const answers = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      if (answers.length === 0) throw new Error('no series could be read');
      const fields = new Map<string, TechField>();
      const values = new Map<number, SizeItem['values']>();
      for (const [table, columns] of answers) {
        for (const field of columns.fields) if (!fields.has(field.key)) fields.set(field.key, field);
        for (const size of table.serialResult.sizes) values.set(size.Id, size.values);
      }
      return { fields: [...fields.values()], values };
    },
    { source: api },
  );
  // While another set of products is asked for, the last tables stay (most of their columns stay too).
  return answer.status === 'failed' ? 'failed' : answer.last;
}

interface TechnicalRowsProps {
  technical: Technical | undefined | 'failed';
  products: readonly Product[];
  /** The columns' keys, in the products' order. */
  columnKeys: readonly string[];
  locale: string;
  t: TFunction;
}

export function TechnicalRows({ technical, products, columnKeys, locale, t }: TechnicalRowsProps) {
  const span = products.length + 1;
  const heading = (
    <tr>
      <th colSpan={span} scope="colgroup">
        {t('compare.technical')}
      </th>
    </tr>
  );
  if (technical === 'failed') return null;
  if (!technical) {
    return (
      <tbody>
        {heading}
        <tr>
          <td colSpan={span} css={styles.muted}>
            {t('compare.loadingTechnical')}
          </td>
        </tr>
      </tbody>
    );
  }
  const text = (field: TechField, value: SizeItem['values'][string] | undefined) => {
    if (value === undefined) return '–';
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (typeof value === 'number') return field.unit ? `${formatAmount(value, field.unit, locale)} ${field.unit}` : formatAmount(value, '', locale);
    return value;
  };
  // Whether products differ is judged among those whose data came: a size no longer in the catalogue would make
  // every field "differ" by its blanks.
  const known = products.map((product) => technical.values.has(product.Sizeid));
  const differing = technical.fields
    .map((field) => ({ field, texts: products.map((product) => text(field, technical.values.get(product.Sizeid)?.[field.key])) }))
    .filter(({ texts }) => new Set(texts.filter((_, index) => known[index])).size > 1);
  return (
    <tbody part="compare-technical">
      {heading}
      {differing.length === 0 ? (
        <tr>
          <td colSpan={span} css={styles.muted}>
            {t('compare.sameTechnical')}
          </td>
        </tr>
      ) : (
        differing.map(({ field, texts }) => (
          <tr key={field.key} data-technical={field.key}>
            <th scope="row">{field.label}</th>
            {texts.map((value, index) => (
              <td key={columnKeys[index]}>{value}</td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}
