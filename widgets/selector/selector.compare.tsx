// Up to four sizes side by side (issue 27): every operating point with each size's grade, every figure with its
// unit and the reason, the deciding point's cells marked, then the technical data in which the sizes differ (the
// catalogue's series and size tables, the calls the details page makes). A lazy chunk of the selector
// (selector.points-lazy.tsx); the host site shows the same component for the Selected List.
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ApiClient } from '../../src/client';
import { seriesFields, seriesSizes, type SizeItem, type TechField } from '../../src/contracts/valve';
import { formatAmount } from '../../src/engine/units';
import { useTranslator } from '../internal/element/i18n';
import type { UnitTarget } from '../internal/units/units';
import type { RowPoint, SelectionRow, SizeFigures } from '../../src/contracts/selection';
import { selectorPointsNamespace } from './selector.points.resources';

export { selectorPointsResources } from './selector.points.resources';
import { pointStyles as styles } from './selector.points.styles';
import { figureOf } from './selector.results';

export interface ComparisonProps {
  /** The sizes compared, two to four, as the calculate call answered them (graded at one point or several). */
  sizes: readonly SelectionRow[];
  /** The three grades' words, as the answer's group titles say them. */
  gradeTitles: Readonly<Record<SelectionRow['Grade'], string>>;
  units: UnitTarget;
  locale: string;
  /** The client that fetches the technical data. */
  api: ApiClient;
  /** The user took a size out of the comparison. */
  onRemove?: ((row: SelectionRow) => void) | undefined;
}

/** Every figure a point may have, in the order an engineer reads them: duty, load, drops, the limits, the rest. */
const FIGURES = [
  'capacity',
  'loadRatio',
  'opening',
  'partLoadOpening',
  'pressureDrop',
  'suctionDrop',
  'dischargeDrop',
  'minDischargeDrop',
  'differential',
  'minShiftDifferential',
  'maxOperatingDifferential',
  'mopd',
  'availableDrop',
  'velocity',
  'massFlow',
  'flashQuality',
  'kv',
] as const satisfies readonly (keyof SizeFigures)[];

/** A row's points; a row graded at one point is its own only point. */
function pointsOf(row: SelectionRow, design: string): readonly RowPoint[] {
  return row.Points ?? [{ name: design, Grade: row.Grade, Reason: row.Reason, Reasons: row.Reasons, Values: row.Values }];
}

export function Comparison({ sizes, gradeTitles, units, locale, api, onRemove }: ComparisonProps) {
  const { t } = useTranslator([selectorPointsNamespace]);
  const id = useId();
  const figure = figureOf(units, locale, '–');
  const points = sizes.map((row) => pointsOf(row, t('design')));
  const count = Math.max(...points.map((list) => list.length));
  const names = Array.from({ length: count }, (_, index) => points.find((list) => list[index])?.[index]?.name ?? '');
  const technical = useTechnical(api, sizes);
  const cells = (render: (row: SelectionRow, index: number) => ReactNode) => sizes.map((row, index) => render(row, index));
  return (
    <section part="comparison" css={styles.compare} aria-labelledby={`${id}h`}>
      <h3 id={`${id}h`} css={{ margin: 0 }}>
        {t('compare.title')}
      </h3>
      <div css={styles.scroll}>
        <table css={styles.table}>
          <thead>
            <tr>
              <td />
              {cells((row) => (
                <th key={row.Sizeid} scope="col" data-size={row.SizeName}>
                  <div>{row.PartNumber}</div>
                  <div css={styles.muted}>
                    {row.SerialName} · {row.SizeName}
                  </div>
                  {onRemove && (
                    <button type="button" part="compare-remove" css={styles.small} aria-label={t('compare.remove', { name: row.SizeName })} onClick={() => onRemove(row)}>
                      ×
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {names.map((name, at) => {
            const here = points.map((list) => list[at]);
            const shown = FIGURES.filter((key) => here.some((point) => point?.Values[key] && point.Values[key].value !== null));
            return (
              <tbody key={at} data-point={name}>
                <tr>
                  <th colSpan={sizes.length + 1} scope="colgroup">
                    {t('compare.point')}: {name}
                  </th>
                </tr>
                <tr>
                  <th scope="row">{t('compare.grade')}</th>
                  {cells((row, index) => {
                    const point = here[index];
                    const deciding = isDeciding(row, at);
                    return (
                      <td key={row.Sizeid} data-grade={point?.Grade} data-deciding={deciding ? '' : undefined}>
                        {point ? gradeTitles[point.Grade] : '–'}
                        {deciding && <span css={styles.hidden}> ({t('deciding')})</span>}
                      </td>
                    );
                  })}
                </tr>
                {shown.map((key) => (
                  <tr key={key} data-figure={key}>
                    <th scope="row">{t(`compare.figure.${key}`)}</th>
                    {cells((row, index) => (
                      <td key={row.Sizeid} data-number="">
                        {figure(here[index]?.Values[key])}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('compare.reason')}</th>
                  {cells((row, index) => {
                    const reason = here[index]?.Reason;
                    return (
                      <td key={row.Sizeid} data-deciding={isDeciding(row, at) ? '' : undefined}>
                        {reason && isDeciding(row, at) ? <mark css={styles.mark}>{reason}</mark> : reason}
                      </td>
                    );
                  })}
                </tr>
              </tbody>
            );
          })}
          <TechnicalRows technical={technical} sizes={sizes} locale={locale} t={t} />
        </table>
      </div>
    </section>
  );
}

/** Whether point `at` decided the row's grade: the one the answer names, or the only point of a one-point row. */
function isDeciding(row: SelectionRow, at: number): boolean {
  return (row.DecidingPoint ?? 0) === at && row.Grade !== 'Optimal';
}

// ---------------------------------------------------------------------------------------------------------------
// Technical data

interface Technical {
  fields: readonly TechField[];
  /** Each size's technical values by field key, by Sizeid. */
  values: ReadonlyMap<number, SizeItem['values']>;
}

/** The series' size tables and their columns, once per series; undefined while they come (or when they failed). */
function useTechnical(api: ApiClient, sizes: readonly SelectionRow[]): Technical | undefined | 'failed' {
  const [technical, setTechnical] = useState<Technical | undefined | 'failed'>(undefined);
  const key = sizes.map((row) => `${row.Serialid}/${row.Sizeid}`).join(' ');
  useEffect(() => {
    let current = true;
    const series = [...new Set(sizes.map((row) => row.Serialid))];
    Promise.all(series.map((Serialid) => Promise.all([api.call(seriesSizes, { body: { Serialid } }), api.call(seriesFields, { query: { Serialid } })])))
      .then((answers) => {
        if (!current) return;
        const fields = new Map<string, TechField>();
        const values = new Map<number, SizeItem['values']>();
        for (const [table, columns] of answers) {
          for (const field of columns.fields) if (!fields.has(field.key)) fields.set(field.key, field);
          for (const size of table.serialResult.sizes) values.set(size.Id, size.values);
        }
        setTechnical({ fields: [...fields.values()], values });
      })
      .catch(() => current && setTechnical('failed'));
    return () => void (current = false);
    // The sizes by their ids: a new array of the same sizes asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  return technical;
}

function TechnicalRows({ technical, sizes, locale, t }: { technical: Technical | undefined | 'failed'; sizes: readonly SelectionRow[]; locale: string; t: TFunction }) {
  const heading = (
    <tr>
      <th colSpan={sizes.length + 1} scope="colgroup">
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
          <td colSpan={sizes.length + 1} css={styles.muted}>
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
  const differing = technical.fields
    .map((field) => ({ field, texts: sizes.map((row) => text(field, technical.values.get(row.Sizeid)?.[field.key])) }))
    .filter(({ texts }) => new Set(texts).size > 1);
  return (
    <tbody part="compare-technical">
      {heading}
      {differing.length === 0 ? (
        <tr>
          <td colSpan={sizes.length + 1} css={styles.muted}>
            {t('compare.sameTechnical')}
          </td>
        </tr>
      ) : (
        differing.map(({ field, texts }) => (
          <tr key={field.key} data-technical={field.key}>
            <th scope="row">{field.label}</th>
            {texts.map((value, index) => (
              <td key={sizes[index]!.Sizeid}>{value}</td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}
