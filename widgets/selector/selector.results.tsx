// The selector's results: one table per grade, a row per size with its figures and reason, Add and Curves, and the
// chosen size's curves in a row of their own under it. Only the columns the answer fills are drawn, and each part
// number says what tells it from the size's others (connection, charge, coil).
import { memo, useDeferredValue, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { provenanceWords, type CalculationData, type Measured, type ProvenanceDetail, type SelectionProduct, type SelectionRow, type SizeFigures } from '../../src/contracts/selection';
import { useCachedTranslator } from '../internal/element/i18n';
import { useStableCallback } from '../internal/element/stable-callback';
import type { UnitTarget } from '../internal/units/units';
import { gradeOrder } from './selector.model';
import { useRowsOnScreen, type RowsOnScreen } from './selector.on-screen';
import { MAX_COMPARED } from './selector.points';
import { selectorNamespace } from './selector.resources';
import { resultStyles } from './selector.results.styles';
import { styles } from './selector.styles';
import { figureOf, type Figure } from './selector.units';
import { assetUrl } from './selector.asset-url';

interface ResultGroupProps {
  grade: (typeof gradeOrder)[number];
  title: string;
  rows: readonly SelectionRow[];
  /** The columns drawn: those some row of the whole answer fills (resultColumns), the same in every group. */
  columns: readonly ResultColumn[];
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
  /** The shop's price of a part number, formatted, when the page gives prices (issue #28). */
  priceOf?: ((partNumber: string) => string | undefined) | undefined;
  /** The part number whose bill of materials is shown, under its row. */
  bomShown?: string | undefined;
  /** The size whose row the bill opens under, and the bill itself. */
  bomSize?: number | undefined;
  bomPanel?: ReactNode;
  /** The Bill of materials button of a row was pressed. */
  onBom?: ((row: SelectionRow, product: SelectionProduct) => void) | undefined;
  /** Escape in the open bill: it closes, and the focus goes back to its button. */
  onBomClose?: (() => void) | undefined;
  /** The coil choice a body sold alone shows under its part number (issue 35), shared with its bill. */
  coilChoice?: ((partNumber: string) => ReactNode) | undefined;
  /** What a row graded at several points shows under its reason (issue 27): its grade at each. */
  pointGrades?: ((row: SelectionRow) => ReactNode) | undefined;
  /** The sizes chosen for the side-by-side comparison, and the row's Compare button. */
  compared?: ReadonlySet<number> | undefined;
  onCompare?: ((row: SelectionRow) => void) | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Columns


/** A figure column: its heading key under `columns.` and the figure of a row, absent when the family has none. */
export interface ResultColumn {
  name: 'capacity' | 'pressureDrop' | 'load' | 'velocity' | 'availableDrop' | 'massFlow' | 'flashQuality';
  figures: (v: SizeFigures) => readonly (Measured | undefined)[];
  /** Whether a row fills the column; default: it has one of the figures. */
  fills?: (v: SizeFigures) => boolean;
}

/** An expansion valve's row: the drop left for it and the flash gas are an expansion's alone. */
const isExpansion = (v: SizeFigures) => v.availableDrop !== undefined || v.flashQuality !== undefined;

const COLUMNS: readonly ResultColumn[] = [
  { name: 'capacity', figures: (v) => [v.capacity] },
  // A four-way valve has two drops, discharge then suction side.
  { name: 'pressureDrop', figures: (v) => (v.pressureDrop ? [v.pressureDrop] : [v.dischargeDrop, v.suctionDrop]) },
  { name: 'load', figures: (v) => [v.loadRatio ?? v.opening] },
  { name: 'velocity', figures: (v) => [v.velocity] },
  // What an engineer checks of an expansion valve besides its capacity: the drop left for it, the flow, the flash gas.
  { name: 'availableDrop', figures: (v) => [v.availableDrop] },
  // Every row carries its mass flow; it tells something only beside an expansion valve's drop and flash gas.
  { name: 'massFlow', figures: (v) => [v.massFlow], fills: isExpansion },
  { name: 'flashQuality', figures: (v) => [v.flashQuality] },
];

/**
 * The columns some row of the answer fills: a TXV answer has no velocity, a solenoid valve's no flash gas, and a
 * column of dashes only pushes the reason off the screen (issue 26).
 */
function resultColumns(rows: readonly SelectionRow[]): readonly ResultColumn[] {
  return COLUMNS.filter((column) => rows.some(({ Values: v }) => (column.fills ? column.fills(v) : column.figures(v).some((m) => m !== undefined))));
}

// ---------------------------------------------------------------------------------------------------------------
// Groups and rows

/** What the results show of an answer: its three groups, and the same props for each. */
type ResultGroupsProps = Omit<ResultGroupProps, 'grade' | 'title' | 'rows' | 'columns' | 'provenances'> & { result: CalculationData };

/** The answer's groups, Optimal, Available, Prohibited; the columns drawn are those some row of the whole answer fills. */
export function ResultGroups({ result, ...rest }: ResultGroupsProps) {
  const columns = useMemo(() => resultColumns(gradeOrder.flatMap((grade) => result[grade])), [result]);
  return (
    <>
      {gradeOrder.map((grade) => (
        <ResultGroup key={grade} grade={grade} title={result.groupTitles[grade]} rows={result[grade]} columns={columns} provenances={result.Provenances} {...rest} />
      ))}
    </>
  );
}

/**
 * One grade's sizes under a disclosure: Optimal and Available open, Prohibited closed with its count (15 to 28 rows
 * nobody orders from would push the others away; the reasons are one click away).
 *
 * A new answer as the user types (issue 40, a frame per keystroke) draws the rows on screen at once, in the frame
 * after the key; the rows out of sight keep the answer before (the same props, so they are not drawn) until React
 * draws them too, deferred, when the browser is idle. A row scrolled into sight is drawn with the answer at once.
 * Only the answer is deferred: what the user does to a row (compare, bill, curves) is drawn in every row at once.
 */
const ResultGroup = memo(function ResultGroup(props: ResultGroupProps) {
  const { grade, title, rows, columns, provenances, pointGrades, ...rest } = props;
  // The rows' words, remembered: a new answer as the user types (issue 29) words its rows as the last one did.
  const t = useCachedTranslator([selectorNamespace]);
  const headingId = useId();
  const panelId = useId();
  const { onScreen, watch } = useRowsOnScreen();
  // What a new answer changes; the rest (the comparison, the bill, the prices) is drawn in every row at once.
  const answer = useMemo(() => ({ rows, columns, provenances, pointGrades }), [rows, columns, provenances, pointGrades]);
  const before = useDeferredValue(answer);
  const rowsBefore = useMemo(() => new Map(before.rows.map((row) => [row.Sizeid, row])), [before.rows]);
  const [open, setOpen] = useState(grade !== 'Prohibited');
  const count = <span part="group-count">({rows.length})</span>;
  const rowOf = (row: SelectionRow) => {
    const old = onScreen?.has(row.Sizeid) === false ? rowsBefore.get(row.Sizeid) : undefined;
    const drawn = old ? { ...before, row: old } : { ...answer, row };
    // The curves and the bill go to their own row alone: every other row keeps its props as the panels change.
    return (
      <ResultRow key={row.Sizeid} {...rest} watch={watch} row={drawn.row} columns={drawn.columns} provenances={drawn.provenances} pointGrades={drawn.pointGrades} t={t}
        curvesPanel={rest.chosenSize === row.Sizeid ? rest.curvesPanel : undefined} bomPanel={rest.bomSize === row.Sizeid ? rest.bomPanel : undefined} />
    );
  };
  return (
    <section part="group" css={resultStyles.group} data-grade={grade} aria-labelledby={headingId}>
      <h3 id={headingId} css={resultStyles.groupTitle}>
        {rows.length === 0 ? (
          <>
            {title} {count}
          </>
        ) : (
          <button type="button" part="group-toggle" css={resultStyles.disclosure} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {title} {count}
          </button>
        )}
      </h3>
      {rows.length === 0 ? (
        <p css={styles.muted}>{t('noRows')}</p>
      ) : (
        <div id={panelId} css={resultStyles.scroll} hidden={!open}>
          {open && (
            <table css={resultStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.product')}</th>
                  {columns.map((column) => (
                    <th key={column.name} scope="col" data-number="">
                      {t(`columns.${column.name}`)}
                    </th>
                  ))}
                  <th scope="col">{t('columns.reason')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>{rows.map(rowOf)}</tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
});

type ResultRowProps = Omit<ResultGroupProps, 'grade' | 'title' | 'rows'> & {
  row: SelectionRow;
  t: TFunction;
  /** The row's ref: whether it is on screen decides whether a new answer draws it at once (useRowsOnScreen). */
  watch: RowsOnScreen['watch'];
};

/** A size's row and, under it, its bill or its curves when open; drawn again only when one of its props changes. */
const ResultRow = memo(function ResultRow({ row, chosenSize, curvesPanel, bomSize, bomPanel, onBomClose, ...rest }: ResultRowProps) {
  const { t } = rest;
  // Product, the figures, reason and actions.
  const span = rest.columns.length + 3;
  const figure = figureOf(rest.units, rest.locale, t('dash'));
  // Escape anywhere in the bill closes it and gives the focus back to the row's Bill of materials button.
  const closeOnEscape = (event: KeyboardEvent<HTMLTableCellElement>) => {
    if (event.key !== 'Escape') return;
    onBomClose?.();
    event.currentTarget.parentElement?.previousElementSibling?.querySelector<HTMLElement>('[part="bom-button"]')?.focus();
  };
  return (
    <>
      <SizeRow row={row} chosenSize={chosenSize} curvesPanel={undefined} {...rest} />
      {bomSize === row.Sizeid && bomPanel && (
        <tr part="bom-row">
          <td colSpan={span} onKeyDown={closeOnEscape}>{bomPanel}</td>
        </tr>
      )}
      {chosenSize === row.Sizeid && curvesPanel && (
        <tr part="curves-row">
          <td colSpan={span}>
            <ProvenanceLine row={row} provenances={rest.provenances} t={t} />
            {row.Values.opening && <OpeningLine values={row.Values} figure={figure} t={t} />}
            {curvesPanel}
          </td>
        </tr>
      )}
    </>
  );
});

const wordsOf = (provenance: ProvenanceDetail | undefined) => provenance && provenanceWords(provenance);

/** Where the chosen size's figures come from and where they were calculated, in full (the row shows the method alone). */
function ProvenanceLine({ row, provenances, t }: { row: SelectionRow; provenances: readonly ProvenanceDetail[]; t: TFunction }) {
  return (
    <p part="provenance-text" css={styles.muted}>
      {t('provenance.label')}: {wordsOf(provenances[row.Provenance.source])}
    </p>
  );
}

/** A modulating valve's openings above its curves: at the design duty and, where the system turns down, at its lowest part load. */
function OpeningLine({ values: v, figure, t }: { values: SizeFigures; figure: Figure; t: TFunction }) {
  const partLoad = turnedDown(v);
  return (
    <p part="opening" css={styles.muted}>
      {partLoad
        ? t('opening.summary', { opening: figure(v.opening), partLoadOpening: figure(v.partLoadOpening), partLoad: figure(partLoad) })
        : t('opening.design', { opening: figure(v.opening) })}
    </p>
  );
}

/** The lowest part load of a row whose system runs below full load (an Eev's Load, an inverter), else undefined. */
function turnedDown(v: SizeFigures): Measured | undefined {
  return v.partLoadOpening && v.partLoad?.value != null && v.partLoad.value < 100 ? v.partLoad : undefined;
}

/**
 * A size's row. A new answer as the user types (issue 29) changes its figures and reason, rarely anything else: the
 * product and the actions are cells of their own, drawn again only when what they show changes.
 */
function SizeRow({ row, columns, provenances, units, locale, apiBase, chosenSize, onAdd, onCurves, priceOf, bomShown, onBom, pointGrades, compared, onCompare, coilChoice, t, watch }: ResultRowProps) {
  const [partNumber, setPartNumber] = useState(row.PartNumber);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const product = row.Products.find((p) => p.PartNumber === partNumber) ?? row.Products[0];
  const figure = figureOf(units, locale, t('dash'));
  const v = row.Values;
  const partLoad = turnedDown(v);
  // The buttons act on the row as it was last drawn: its grade, and its part numbers' Hashkeys at these conditions.
  const add = useStableCallback(() => {
    if (!product) return;
    onAdd(row, product);
    setAdded(new Set([...added, product.PartNumber]));
  });
  const bom = useStableCallback(() => product && onBom?.(row, product));
  const curves = useStableCallback(() => onCurves(row));
  const compare = useStableCallback(() => onCompare?.(row));
  const chosen = chosenSize === row.Sizeid;
  const isCompared = compared?.has(row.Sizeid) ?? false;
  return (
    <tr ref={watch} part="row" data-grade={row.Grade} data-size={row.SizeName} data-size-id={row.Sizeid}>
      {/* The product cell: what the size is, drawn again only when it changes, and its provenance, which changes with
          the conditions (a correction's factor) and is drawn with the figures. Styled by the table's sheet. */}
      <td>
        <div data-product="">
          <img src={assetUrl(row.ImageUrl, apiBase)} alt="" loading="lazy" />
          <div>
            <ProductIdentity products={row.Products} partNumber={product?.PartNumber ?? row.PartNumber} onPartNumber={setPartNumber}
              productName={product?.ProductName ?? row.ProductName} price={product && priceOf?.(product.PartNumber)} serialName={row.SerialName}
              sizeName={row.SizeName} coilChoice={product?.NeedsCoil ? coilChoice : undefined} t={t} />
            <div part="provenance" data-method={row.Provenance.method} title={wordsOf(provenances[row.Provenance.source])}>
              {t(`provenance.${row.Provenance.method}`)}
              {row.Provenance.uncertainty !== undefined && (
                <div part="provenance-uncertainty">{t('provenance.uncertainty', { value: figure({ value: 100 * row.Provenance.uncertainty, unit: '%' }) })}</div>
              )}
            </div>
          </div>
        </div>
      </td>
      {columns.map((column) => (
        <td key={column.name} data-number="" data-figure={column.name}>
          {column.figures(v).filter(Boolean).map((m) => figure(m)).join(' / ') || t('dash')}
          {column.name === 'load' && partLoad && (
            <div part="part-load-opening">
              {t('opening.partLoad', { partLoadOpening: figure(v.partLoadOpening), partLoad: figure(partLoad) })}
            </div>
          )}
        </td>
      ))}
      <td part="reason">
        {row.Reason}
        {pointGrades?.(row)}
      </td>
      <ActionsCell partNumber={product?.PartNumber} addable={row.Grade !== 'Prohibited'} added={product ? added.has(product.PartNumber) : false}
        bomShown={onBom ? bomShown === product?.PartNumber : undefined} chosen={chosen} sizeName={row.SizeName}
        compared={onCompare ? isCompared : undefined} comparedFull={!isCompared && (compared?.size ?? 0) >= MAX_COMPARED}
        onAdd={add} onBom={bom} onCurves={curves} onCompare={compare} t={t} />
    </tr>
  );
}

interface ProductIdentityProps {
  products: readonly SelectionProduct[];
  /** The part number chosen in the row. */
  partNumber: string;
  onPartNumber: (partNumber: string) => void;
  productName: string;
  /** The shop's price of the chosen part number, formatted. */
  price: string | undefined;
  serialName: string;
  sizeName: string;
  /** The chosen part number is a body that needs a coil: its choice, drawn under the part number. */
  coilChoice: ((partNumber: string) => ReactNode) | undefined;
  t: TFunction;
}

/**
 * What the size is: its part number (a choice when the size has several), name, price, series and size. The same
 * through a new answer as the user types: not drawn again then (a choice of dozens of part numbers is costly to draw).
 */
const ProductIdentity = memo(
  function ProductIdentity({ products, partNumber, onPartNumber, productName, price, serialName, sizeName, coilChoice, t }: ProductIdentityProps) {
    // A choice of several says each one's hint in its options; a single part number says it below.
    const hint = products.length === 1 && productHint(products[0]!, t);
    return (
      <>
        {products.length > 1 ? (
          <select part="part-number-select" css={styles.unit} value={partNumber}
            aria-label={t('partNumberOf', { size: sizeName })} onChange={(event) => onPartNumber(event.currentTarget.value)}>
            <PartNumberOptions products={products} t={t} />
          </select>
        ) : (
          <>
            <div part="part-number" css={resultStyles.partNumber}>
              {partNumber}
            </div>
            {hint && (
              <div part="part-number-hint" css={styles.muted}>
                {hint}
              </div>
            )}
          </>
        )}
        {coilChoice?.(partNumber)}
        <div>{productName}</div>
        {price && <div part="price">{price}</div>}
        <div css={styles.muted}>
          {t('series', { series: serialName })} · {t('size', { size: sizeName })}
        </div>
      </>
    );
  },
  // A new answer's part numbers are new objects: the same ones with the same hints draw the same cell.
  (before, after) =>
    (Object.keys(after) as (keyof ProductIdentityProps)[]).every((key) =>
      key === 'products' ? samePartNumbers(before.products, after.products) : Object.is(before[key], after[key])),
);

interface ActionsCellProps {
  /** The chosen part number; none when the size lists none. */
  partNumber: string | undefined;
  /** Whether the row may be added to the list (not prohibited). */
  addable: boolean;
  added: boolean;
  /** Whether the chosen part number's bill of materials is shown; undefined when the page offers none. */
  bomShown: boolean | undefined;
  /** Whether this size's curves are shown. */
  chosen: boolean;
  sizeName: string;
  /** Whether the size is in the comparison; undefined when the page offers none. */
  compared: boolean | undefined;
  /** The comparison holds as many sizes as it can, this one not among them. */
  comparedFull: boolean;
  onAdd: () => void;
  onBom: () => void;
  onCurves: () => void;
  onCompare: () => void;
  t: TFunction;
}

/** Add, Bill of materials, Curves and Compare. */
const ActionsCell = memo(function ActionsCell({ partNumber, addable, added, bomShown, chosen, sizeName, compared, comparedFull, onAdd, onBom, onCurves, onCompare, t }: ActionsCellProps) {
  // A fifth Compare says why it does nothing, beside the button pressed (issue 37: a greyed button told nothing).
  const [refused, setRefused] = useState(false);
  const refusedId = useId();
  if (refused && !comparedFull) setRefused(false);
  return (
    <td>
      <div css={resultStyles.rowActions}>
        {addable && partNumber && (
          <button type="button" part="add" css={styles.small}
            // The visible word first, so that the name contains what is seen (WCAG 2.5.3, label in name).
            aria-label={`${added ? t('added') : t('add')} ${partNumber}`} onClick={onAdd}>
            {added ? t('added') : t('add')}
          </button>
        )}
        {bomShown !== undefined && partNumber && (
          <button type="button" part="bom-button" css={styles.small} aria-expanded={bomShown} aria-label={`${t('bom')} ${partNumber}`} onClick={onBom}>
            {t('bom')}
          </button>
        )}
        <button type="button" part="curves-button" css={styles.small} aria-pressed={chosen}
          aria-label={`${chosen ? t('hideCurves') : t('curves')} ${sizeName}`} onClick={onCurves}>
          {chosen ? t('hideCurves') : t('curves')}
        </button>
        {compared !== undefined && (
          <button type="button" part="compare-button" css={styles.small} aria-pressed={compared} aria-disabled={comparedFull || undefined}
            aria-describedby={refused ? refusedId : undefined} aria-label={`${t('compare')} ${sizeName}`}
            onClick={comparedFull ? () => setRefused(true) : onCompare}>
            {t('compare')}
          </button>
        )}
        {refused && (
          <span id={refusedId} part="compare-refused" role="status" css={resultStyles.refused}>
            {t('compareFull', { max: MAX_COMPARED })}
          </span>
        )}
      </div>
    </td>
  );
});

// ---------------------------------------------------------------------------------------------------------------
// Part numbers

/**
 * A size's part numbers as options, each with what tells it from its neighbours. Drawn again only when the part
 * numbers change: a new result as the user types (issue 29) has the same ones, and a size of an expansion valve has
 * dozens, each worded through i18next.
 */
const PartNumberOptions = memo(
  function PartNumberOptions({ products, t }: { products: readonly SelectionProduct[]; t: TFunction }) {
    return products.map((p) => {
      // An option holds text alone: the part number and what tells it from its neighbours.
      const text = productHint(p, t);
      return (
        <option key={p.PartNumber} value={p.PartNumber}>
          {text ? t('partNumberHint', { partNumber: p.PartNumber, hint: text }) : p.PartNumber}
        </option>
      );
    });
  },
  (before, after) => before.t === after.t && samePartNumbers(before.products, after.products),
);

/** The same part numbers with the same hints, in the same order (a new answer's rows are new objects). */
function samePartNumbers(a: readonly SelectionProduct[], b: readonly SelectionProduct[]): boolean {
  return a === b || (a.length === b.length && a.every((p, i) => {
    const q = b[i]!;
    return p.PartNumber === q.PartNumber && p.ConnectionType === q.ConnectionType && p.ConnectionIn === q.ConnectionIn &&
      p.ConnectionOut === q.ConnectionOut && p.Charge === q.Charge && p.CoilVoltage === q.CoilVoltage && p.NeedsCoil === q.NeedsCoil;
  }));
}

/** Connection standards sized in inches (a catalogue's "3/8"), and in millimetres. */
const INCH_CONNECTIONS = new Set(['ODF', 'SAE']);
const MM_CONNECTIONS = new Set(['ODM']);

/** A connection size with its unit where the standard fixes one: 3/8″ (ODF, SAE), 10 mm (ODM); else as catalogued. */
function connectionSize(type: string, size: string): string {
  if (INCH_CONNECTIONS.has(type)) return `${size}″`;
  return MM_CONNECTIONS.has(type) ? `${size} mm` : size;
}

/**
 * What tells a size's part numbers apart, as the catalogue has it: the connection (type, inlet × outlet), the
 * thermostatic charge, the coil's voltage. Empty when the catalogue has none of them.
 */
export function productHint(p: SelectionProduct, t: TFunction): string {
  const parts: string[] = [];
  if (p.ConnectionType && p.ConnectionIn) {
    const size = (s: string) => connectionSize(p.ConnectionType!, s);
    parts.push(p.ConnectionOut
      ? t('hint.connection', { type: p.ConnectionType, in: size(p.ConnectionIn), out: size(p.ConnectionOut) })
      : t('hint.connectionIn', { type: p.ConnectionType, in: size(p.ConnectionIn) }));
  }
  if (p.Charge) parts.push(t('hint.charge', { charge: p.Charge }));
  if (p.CoilVoltage) parts.push(t('hint.coil', { voltage: p.CoilVoltage }));
  return parts.join(' · ');
}


