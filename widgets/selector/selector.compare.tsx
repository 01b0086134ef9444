// Up to four sizes side by side (issue 27): every operating point with each size's grade, every figure with its
// unit and the reason, the deciding point's cells marked, then the technical data in which the sizes differ (the
// catalogue's series and size tables, the calls the details page makes). A lazy chunk of the selector
// (selector.points-lazy.tsx); the host site's Selected List shows the same component for products saved at
// different conditions, so a column may have points of its own, its conditions, or no row at all (its size left the
// catalogue, its calculation was refused), which it says in its heading.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { SelectionRow, SizeFigures } from '../../src/contracts/selection';
import { useTranslator } from '../internal/element/i18n';
import type { UnitTarget } from '../internal/units/units';
import type { ApiClient } from '../../src/client';
import { alignPoints, pointsOf, type ComparedPoint } from './selector.compare-points';
import { TechnicalRows, useTechnical } from './selector.compare-technical';
import { selectorPointsNamespace } from './selector.points.resources';
import { pointStyles as styles } from './selector.points.styles';
import { revealHeading } from './selector.reveal';
import { figureOf } from './selector.units';

export { selectorPointsResources } from './selector.points.resources';

/** One column of the side by side: a size as calculated, or a product that could not be, with the reason why. */
export type ComparedColumn = {
  /**
   * The column's identity: the size's id among the selector's results; the list item's hash on the Selected List,
   * where one size may stand twice, at two conditions.
   */
  key: string;
  /** What heads the column, and where its technical data are found. */
  product: Pick<SelectionRow, 'PartNumber' | 'SerialName' | 'SizeName' | 'Serialid' | 'Sizeid'>;
  /**
   * Its conditions in words at each of its points, in their order, one phrase a condition ("Cooling capacity
   * 10 kW"); the table shows the phrases in which the columns differ.
   */
  conditions?: readonly (readonly string[])[] | undefined;
} & ({ row: SelectionRow } | { problem: string });

export interface ComparisonProps {
  /** The products compared, two to four. */
  columns: readonly ComparedColumn[];
  /** The three grades' words, as the answer's group titles say them. */
  gradeTitles: Readonly<Record<SelectionRow['Grade'], string>>;
  units: UnitTarget;
  locale: string;
  /** The client that fetches the technical data. */
  api: ApiClient;
  /** The user took a column (by its key) out of the comparison. */
  onRemove?: ((key: string) => void) | undefined;
  /** Counts the user's asks to see the comparison: each new count focuses its heading and scrolls it into view. */
  reveal?: number | undefined;
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

const rowOf = (column: ComparedColumn): SelectionRow | undefined => ('row' in column ? column.row : undefined);

export function Comparison({ columns, gradeTitles, units, locale, api, onRemove, reveal = 0 }: ComparisonProps) {
  const { t } = useTranslator([selectorPointsNamespace]);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reveal > 0) revealHeading(heading.current);
  }, [reveal]);
  const figure = figureOf(units, locale, '–');
  const points = columns.map((column) => {
    const row = rowOf(column);
    return row && pointsOf(row, t('design'));
  });
  const groups = alignPoints(points);
  const technical = useTechnical(api, columns.map((column) => column.product));
  const cells = (render: (column: ComparedColumn, index: number) => ReactNode) => columns.map((column, index) => render(column, index));
  return (
    <section part="comparison" css={styles.compare} aria-labelledby={`${id}h`}>
      <h3 id={`${id}h`} ref={heading} tabIndex={-1} css={{ margin: 0 }}>
        {t('compare.title')}
      </h3>
      {/* Focusable, so that a keyboard user can scroll a table wider than the page. */}
      <div css={styles.scroll} tabIndex={0} role="group" aria-labelledby={`${id}h`}>
        <table css={styles.table}>
          <thead>
            <tr>
              <td />
              {cells((column) => (
                <th key={column.key} scope="col" data-size={column.product.SizeName} data-problem={'problem' in column ? '' : undefined}>
                  <div>{column.product.PartNumber}</div>
                  <div css={styles.muted}>
                    {column.product.SerialName} · {column.product.SizeName}
                  </div>
                  {'problem' in column && <p css={styles.problem}>{column.problem}</p>}
                  {onRemove && (
                    <button type="button" part="compare-remove" css={styles.small} aria-label={t('compare.remove', { name: column.product.PartNumber })}
                      onClick={() => onRemove(column.key)}>
                      ×
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <PointRows key={group.name} group={group} columns={columns} points={points} figure={figure} gradeTitles={gradeTitles} t={t} cells={cells} />
          ))}
          <TechnicalRows technical={technical} products={columns.map((column) => column.product)} columnKeys={columns.map((column) => column.key)} locale={locale} t={t} />
        </table>
      </div>
    </section>
  );
}

interface PointRowsProps extends Pick<ComparisonProps, 'columns' | 'gradeTitles'> {
  group: ComparedPoint;
  points: readonly (ReturnType<typeof pointsOf> | undefined)[];
  figure: ReturnType<typeof figureOf>;
  t: TFunction;
  cells: (render: (column: ComparedColumn, index: number) => ReactNode) => ReactNode[];
}

/** One point's rows: the grades, the conditions where the columns' differ, the figures any column has, the reasons. */
function PointRows({ group, columns, points, figure, gradeTitles, t, cells }: PointRowsProps) {
  const here = group.at.map((at, index) => (at === undefined ? undefined : points[index]?.[at]));
  const deciding = group.at.map((at, index) => at !== undefined && isDeciding(rowOf(columns[index]!), at));
  const shown = FIGURES.filter((key) => here.some((point) => point?.Values[key] && point.Values[key].value !== null));
  const conditions = differingConditions(group.at.map((at, index) => (at === undefined ? undefined : columns[index]!.conditions?.[at])));
  return (
    <tbody data-point={group.name}>
      <tr>
        <th colSpan={columns.length + 1} scope="colgroup">
          {t('compare.point')}: {group.name}
        </th>
      </tr>
      <tr>
        <th scope="row">{t('compare.grade')}</th>
        {cells((column, index) => (
          <td key={column.key} data-grade={here[index]?.Grade} data-deciding={deciding[index] ? '' : undefined}>
            {here[index] ? gradeTitles[here[index].Grade] : '–'}
            {deciding[index] && <span css={styles.hidden}> ({t('deciding')})</span>}
          </td>
        ))}
      </tr>
      {conditions && (
        <tr data-conditions="">
          <th scope="row">{t('compare.conditions')}</th>
          {cells((column, index) => (
            <td key={column.key}>{conditions[index] ?? '–'}</td>
          ))}
        </tr>
      )}
      {shown.map((key) => (
        <tr key={key} data-figure={key}>
          <th scope="row">{t(`compare.figure.${key}`)}</th>
          {cells((column, index) => (
            <td key={column.key} data-number="">
              {figure(here[index]?.Values[key])}
            </td>
          ))}
        </tr>
      ))}
      <tr>
        <th scope="row">{t('compare.reason')}</th>
        {cells((column, index) => {
          const reason = here[index]?.Reason;
          return (
            <td key={column.key} data-deciding={deciding[index] ? '' : undefined}>
              {reason && deciding[index] ? <mark css={styles.mark}>{reason}</mark> : (reason ?? '–')}
            </td>
          );
        })}
      </tr>
    </tbody>
  );
}

/**
 * Each column's conditions at a point that not every column there shares, joined; undefined when the columns that
 * have the point share all of theirs (one answer's sizes, or products saved at one duty), as no row is needed then.
 */
function differingConditions(phrases: readonly (readonly string[] | undefined)[]): (string | undefined)[] | undefined {
  const present = phrases.filter((list) => list !== undefined);
  if (present.length < 2) return undefined;
  const shared = present.reduce<readonly string[]>((common, list) => common.filter((phrase) => list.includes(phrase)), present[0]!);
  const own = phrases.map((list) => list?.filter((phrase) => !shared.includes(phrase)).join(', '));
  return own.some((text) => text) ? own : undefined;
}

/** Whether point `at` of the row decided its grade: the one the answer names, or the only point of a one-point row. */
function isDeciding(row: SelectionRow | undefined, at: number): boolean {
  return row !== undefined && (row.DecidingPoint ?? 0) === at && row.Grade !== 'Optimal';
}
