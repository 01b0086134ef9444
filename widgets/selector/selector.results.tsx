// The selector's results: one table per grade, a row per size with its figures and reason, Add and Curves, and the
// chosen size's curves in a row of their own under it.
import { useId, useState, type ReactNode } from 'react';
import type { Measured, ProvenanceDetail, SelectionProduct, SelectionRow } from '../../src/contracts/selection';
import { formatAmount } from '../../src/engine/units';
import { useTranslator } from '../internal/i18n';
import type { UnitTarget } from '../internal/units';
import type { gradeOrder } from './selector.model';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';
import { measuredInSystem } from './selector.units';

export interface ResultGroupProps {
  grade: (typeof gradeOrder)[number];
  title: string;
  rows: readonly SelectionRow[];
  /** The answer's provenances, which each row names by index. */
  provenances: readonly ProvenanceDetail[];
  units: UnitTarget;
  locale: string;
  apiBase: string | undefined;
  chosenSize: number | undefined;
  /** The chosen size's curves, shown in a row of their own under it. */
  curvesPanel: ReactNode;
  onAdd: (row: SelectionRow, product: SelectionProduct) => void;
  onCurves: (row: SelectionRow) => void;
}

/** What an engineer checks of an expansion valve besides its capacity: the drop left for it, the flow, the flash gas. */
const EXPANSION_FIGURES = ['availableDrop', 'massFlow', 'flashQuality'] as const;

export function ResultGroup({ grade, title, rows, ...rest }: ResultGroupProps) {
  const { t } = useTranslator([selectorNamespace]);
  const headingId = useId();
  const expansion = rows.some((row) => row.Values.availableDrop !== undefined || row.Values.flashQuality !== undefined);
  return (
    <section part="group" css={styles.group} data-grade={grade} aria-labelledby={headingId}>
      <h3 id={headingId} css={styles.groupTitle}>
        {title} <span part="group-count">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p css={styles.muted}>{t('noRows')}</p>
      ) : (
        <div css={styles.scroll}>
          <table css={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.product')}</th>
                <th scope="col">{t('columns.capacity')}</th>
                <th scope="col">{t('columns.pressureDrop')}</th>
                <th scope="col">{t('columns.load')}</th>
                <th scope="col">{t('columns.velocity')}</th>
                {expansion && EXPANSION_FIGURES.map((figure) => <th key={figure} scope="col">{t(`columns.${figure}`)}</th>)}
                <th scope="col">{t('columns.reason')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ResultRow key={`${row.Sizeid}`} row={row} expansion={expansion} {...rest} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type ResultRowProps = Omit<ResultGroupProps, 'grade' | 'title' | 'rows'> & { row: SelectionRow; expansion: boolean };

function ResultRow({ row, expansion, chosenSize, curvesPanel, ...rest }: ResultRowProps) {
  const columns = 7 + (expansion ? EXPANSION_FIGURES.length : 0);
  return (
    <>
      <SizeRow row={row} expansion={expansion} chosenSize={chosenSize} curvesPanel={undefined} {...rest} />
      {chosenSize === row.Sizeid && curvesPanel && (
        <tr part="curves-row">
          <td colSpan={columns}>
            <ProvenanceLine row={row} provenances={rest.provenances} />
            {curvesPanel}
          </td>
        </tr>
      )}
    </>
  );
}

/** Where the chosen size's figures come from, in full (the row shows the method alone). */
function ProvenanceLine({ row, provenances }: { row: SelectionRow; provenances: readonly ProvenanceDetail[] }) {
  const { t } = useTranslator([selectorNamespace]);
  return (
    <p part="provenance-text" css={styles.muted}>
      {t('provenance.label')}: {provenances[row.Provenance.source]?.text}
    </p>
  );
}

function SizeRow({ row, provenances, expansion, units, locale, apiBase, chosenSize, onAdd, onCurves }: ResultRowProps) {
  const { t } = useTranslator([selectorNamespace]);
  const [partNumber, setPartNumber] = useState(row.PartNumber);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const product = row.Products.find((p) => p.PartNumber === partNumber) ?? row.Products[0];
  const figure = (measured: Measured | undefined) => formatFigure(measured, units, locale, t('dash'));
  const v = row.Values;
  const drop = v.pressureDrop ? figure(v.pressureDrop) : [v.dischargeDrop, v.suctionDrop].filter(Boolean).map((m) => figure(m)).join(' / ') || t('dash');
  return (
    <tr part="row" data-grade={row.Grade} data-size={row.SizeName}>
      <td>
        <div css={styles.product}>
          <img css={styles.image} src={assetUrl(row.ImageUrl, apiBase)} alt="" loading="lazy" />
          <div>
            {row.Products.length > 1 ? (
              <select part="part-number-select" css={styles.unit} value={product?.PartNumber}
                aria-label={t('partNumberOf', { size: row.SizeName })} onChange={(event) => setPartNumber(event.currentTarget.value)}>
                {row.Products.map((p) => (
                  <option key={p.PartNumber} value={p.PartNumber}>
                    {p.PartNumber}
                  </option>
                ))}
              </select>
            ) : (
              <div part="part-number" css={styles.partNumber}>
                {row.PartNumber}
              </div>
            )}
            <div>{product?.ProductName ?? row.ProductName}</div>
            <div css={styles.muted}>
              {t('series', { series: row.SerialName })} · {t('size', { size: row.SizeName })}
            </div>
            <div part="provenance" css={styles.muted} data-method={row.Provenance.method} title={provenances[row.Provenance.source]?.text}>
              {t(`provenance.${row.Provenance.method}`)}
            </div>
          </div>
        </div>
      </td>
      <td data-number="">{figure(v.capacity)}</td>
      <td data-number="">{drop}</td>
      <td data-number="">{figure(v.loadRatio ?? v.opening)}</td>
      <td data-number="">{figure(v.velocity)}</td>
      {expansion && EXPANSION_FIGURES.map((name) => <td key={name} data-number="" data-figure={name}>{figure(v[name])}</td>)}
      <td part="reason">{row.Reason}</td>
      <td>
        <div css={styles.rowActions}>
          {row.Grade !== 'Prohibited' && product && (
            <button type="button" part="add" css={styles.small}
              aria-label={`${t('add')} ${product.PartNumber}`}
              onClick={() => {
                onAdd(row, product);
                setAdded(new Set([...added, product.PartNumber]));
              }}>
              {added.has(product.PartNumber) ? t('added') : t('add')}
            </button>
          )}
          <button type="button" part="curves-button" css={styles.small} aria-pressed={chosenSize === row.Sizeid}
            aria-label={`${t('curves')} ${row.SizeName}`} onClick={() => onCurves(row)}>
            {chosenSize === row.Sizeid ? t('hideCurves') : t('curves')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** A figure in the unit system by the one number policy (formatAmount), or a dash when there is none. */
function formatFigure(measured: Measured | undefined, units: UnitTarget, locale: string, dash: string): string {
  if (!measured || measured.value === null) return dash;
  const shown = measuredInSystem(measured, units);
  const text = formatAmount(shown.value ?? 0, shown.unit, locale);
  return shown.unit ? `${text} ${shown.unit}` : text;
}

/**
 * An image path of the catalogue (`/images/...`) from the maker's server: on a shop's page a root-relative path
 * would point at the shop, so it is resolved against an absolute `api-base`.
 */
export function assetUrl(path: string, apiBase: string | undefined): string {
  if (!apiBase || !/^https?:\/\//i.test(apiBase) || /^[a-z]+:/i.test(path)) return path;
  return new URL(path, apiBase).href;
}
