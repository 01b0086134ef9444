import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Measured, SizeFigures } from '../../../../src/contracts/selection';
import { formatAmount, resolveUnit, shownLabelAndUnit } from '../../../../src/engine/units';
import { localeOf } from '../../../../src/i18n';
import { unitsInEffect, type SelectedListItem } from '../../../../src/state';
import { token } from '../../../../src/theme';
import { PerformanceChart, performanceChartResources } from '../../../../widgets/performance-chart';
import { asQuantity, curveData, inSystem, selectorResources } from '../../../../widgets/selector';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { tableCells } from '../../components/table-styles';
import { useAppState } from '../../lib/app-services';
import { useCallsQuery } from '../../lib/call-queries';
import { useBundles } from '../../lib/use-bundles';
import type { DetailsSearch } from './details-search';
import { detailsNamespace, detailsResources } from './details.resources';
import { loadDetails, type DetailsCalculation, type ProductDetails } from './load-details';
import { mergeRows, productRows, technicalRows, type DataRow } from './technical-rows';

const styles = {
  page: css`
    display: grid;
    gap: ${token('space-lg')};
    max-width: 960px;
    margin: 0 auto;
    @media print {
      button {
        display: none;
      }
    }
  `,
  top: css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${token('space-md')};
  `,
  table: css`
    border-collapse: collapse;
    width: 100%;
    ${tableCells}
    th,
    td {
      vertical-align: top;
    }
    th {
      width: 40%;
      color: ${token('color-text-muted')};
      font-weight: normal;
    }
  `,
  section: css`
    display: grid;
    gap: ${token('space-sm')};
    h2 {
      margin: 0;
      font-size: ${token('font-size-lg')};
    }
  `,
};

/**
 * One product on its own page, printable: its technical data from the catalogue (product, series and size)
 * and, when it came from the selection list calculated (`Hashkey` of an item with conditions), the calculation
 * at the conditions it was chosen at, with its curves. A product of a list-only family (pressure switches,
 * transmitters, controllers) has its technical data only.
 */
export function DetailsPage({ search }: { search: DetailsSearch }) {
  useSignals();
  // The chart's strings are its own: selectorResources no longer carries them (the selector fetches the chart lazily).
  useBundles(detailsResources, selectorResources, performanceChartResources);
  const { t, i18n } = useTranslation(detailsNamespace);
  const { selection, session } = useAppState();
  const locale = localeOf(i18n.language);
  // The user's units (a custom set over the base system), as the selector shows them.
  const unitSystem = unitsInEffect(session.unitSystem.value, session.units.value);
  const item = search.Hashkey ? selection.find(search.Hashkey) : undefined;
  const partNumber = search.PartNumber;
  // The item is asked for by its hash: a new object for the same hash is the same item.
  const answer = useCallsQuery('details', partNumber ? { partNumber, hash: item?.hash } : undefined, (api, { partNumber }) => loadDetails(api, partNumber, item).then((details) => details ?? null));
  const state =
    answer.isError ? ({ status: 'failed' } as const)
    : !answer.isSuccess ? ({ status: 'loading' } as const)
    : answer.data === null ? ({ status: 'missing' } as const)
    : ({ status: 'done', details: answer.data } as const);

  if (!partNumber) return <p role="alert">{t('missingPartNumber')}</p>;
  if (state.status === 'loading') return <p>{t('loading')}</p>;
  if (state.status === 'failed') return <p role="alert">{t('failed', { partNumber })}</p>;
  if (state.status === 'missing') return <p role="alert">{t('notFound', { partNumber })}</p>;

  const { product, family, calculation } = state.details;
  const show = shower(t, locale, unitSystem);
  const rows = technicalRows({ product: productRows(t, product), series: seriesRows(t, show, state.details), size: sizeRows(show, state.details) });

  return (
    <article css={styles.page}>
      <div css={styles.top}>
        <PageHeading>
          {product.ProductName} · {product.PartNumber}
        </PageHeading>
        <button type="button" css={buttonStyles.secondary} onClick={() => window.print()}>
          {t('print')}
        </button>
      </div>
      <section css={styles.section} aria-labelledby="details-tech">
        <h2 id="details-tech">{t('technicalData')}</h2>
        <Table label={t('technicalData')} rows={rows} />
      </section>
      {family.CalculateType !== 0 && (
        <section css={styles.section} aria-labelledby="details-calculation">
          <h2 id="details-calculation">{t('calculation')}</h2>
          {!item ? (
            <p>{t('noConditions')}</p>
          ) : !calculation ? (
            <p>{item.conditions.refrigerant ? t('listedFor', { refrigerant: item.conditions.refrigerant }) : t('listed')}</p>
          ) : calculation.status === 'failed' ? (
            <p role="alert">{t('calculationFailed')}</p>
          ) : (
            <Calculation item={item} calculation={calculation} show={show} />
          )}
        </section>
      )}
      {calculation?.status === 'done' && calculation.curves.length > 0 && (
        <section css={styles.section} aria-labelledby="details-curves">
          <h2 id="details-curves">{t('curves')}</h2>
          {calculation.curves.map((curve) => (
            <PerformanceChart key={curve.kind} data={curveData(curve, unitSystem)} locale={locale} />
          ))}
        </section>
      )}
    </article>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Values as text

/** How the page writes one value: numbers in the user's unit system by formatAmount's policy, with their unit. */
interface Shower {
  /** A labelled value: the label, with a flow factor's name in it, and the value with its unit said once. */
  labelled(label: string, value: unknown, unit: string, quantity?: string): DataRow;
  /** A number with its unit. */
  amount(value: number, unit: string, quantity?: string): string;
}

function shower(t: TFunction, locale: string, unitSystem: Parameters<typeof inSystem>[3]): Shower {
  // Catalogue codes (`direct`, `sieve-80-alumina-20`) in words; a code the page does not know shows as sent.
  const words = t('value', { returnObjects: true }) as Record<string, string>;
  const converted = (value: number, unit: string, quantity?: string) => {
    const readings = resolveUnit(unit);
    const q = asQuantity(quantity) ?? (readings.length === 1 ? readings[0]!.quantity : undefined);
    return { ...(q ? inSystem(value, unit, q, unitSystem) : { value, unit }), quantity: q };
  };
  const amount = (value: number, unit: string, quantity?: string) => {
    const shown = converted(value, unit, quantity);
    return `${formatAmount(shown.value, shown.unit, locale, shown.quantity)} ${shown.unit}`.trim();
  };
  return {
    amount,
    labelled(label, value, unit, quantity) {
      if (typeof value === 'number') {
        const shown = converted(value, unit, quantity);
        const said = shownLabelAndUnit(label, shown.unit);
        return { label: said.label, value: `${formatAmount(shown.value, shown.unit, locale, shown.quantity)} ${said.unit}`.trim() };
      }
      const said = shownLabelAndUnit(label, unit);
      if (typeof value === 'boolean') return { label: said.label, value: value ? t('yes') : t('no') };
      if (Array.isArray(value)) return { label: said.label, value: value.join(', ') };
      if (value === undefined || value === null || value === '') return { label: said.label, value: '–' };
      const text = String(value);
      return { label: said.label, value: `${words[text] ?? text} ${said.unit}`.trim() };
    },
  };
}

const measuredText = (show: Shower, measured: Measured) => (measured.value === null ? '–' : show.amount(measured.value, measured.unit));

/**
 * What the series says for all its sizes. Its rating's `note` stays out: it records where the catalogue's
 * figures came from, in one language, for the people who keep the catalogue.
 */
function seriesRows(t: TFunction, show: Shower, { series, size }: ProductDetails): DataRow[] {
  const { tech } = series;
  const range = (r: { min: Measured; max: Measured }) => `${measuredText(show, r.min)} … ${measuredText(show, r.max)}`;
  const rows: DataRow[] = [{ label: t('seriesDescription'), value: series.Description }];
  // A size's own PS (`psBar`, a column of its table) overrides the series'.
  if (size?.values.psBar === undefined) rows.push({ label: t('maxWorkingPressure'), value: measuredText(show, tech.ps) });
  if (tech.testPressure) rows.push({ label: t('testPressure'), value: measuredText(show, tech.testPressure) });
  rows.push({ label: t('mediumTemperature'), value: range(tech.medium) });
  if (tech.ambient) rows.push({ label: t('ambientTemperature'), value: range(tech.ambient) });
  if (tech.rating) {
    const { te, tk, subcooling, superheat, dp } = tech.rating;
    const parts = { te, tk, subcooling, superheat, dp };
    const value = (Object.entries(parts) as [keyof typeof parts, Measured][])
      .map(([name, measured]) => t(`rating.${name}`, { value: measuredText(show, measured) }))
      .join(t('rating.separator'));
    rows.push({ label: t('ratedAt'), value });
  }
  if (tech.body) rows.push({ label: t('body'), value: tech.body });
  return rows;
}

/** The size's row of its series' technical table, column by column. */
function sizeRows(show: Shower, { size, techFields }: ProductDetails): DataRow[] {
  if (!size) return [];
  return techFields.filter((field) => size.values[field.key] !== undefined).map((field) => show.labelled(field.label, size.values[field.key], field.unit, field.quantity));
}

// ---------------------------------------------------------------------------------------------------------------
// Parts of the page

function Calculation({ item, calculation, show }: { item: SelectedListItem; calculation: Extract<DetailsCalculation, { status: 'done' }>; show: Shower }) {
  const { t } = useTranslation([detailsNamespace, 'selector']);
  const conditions = mergeRows([
    { label: t('selector:refrigerant'), value: item.conditions.refrigerant },
    ...calculation.fields.serialResult.flatMap((field): DataRow[] => {
      const value = item.conditions.conditions[field.name];
      if (value === undefined) return [];
      if (typeof value === 'object') return [show.labelled(field.title, value.value ?? undefined, value.unit, field.quantity)];
      const option = field.options.find((choice) => choice.value === value);
      return [option ? { label: field.title, value: option.title } : show.labelled(field.title, value, '')];
    }),
  ]);
  const { row } = calculation;
  const figures = row
    ? mergeRows([
        { label: t('grade'), value: calculation.fields.groupTitles[row.Grade] },
        { label: t('reason'), value: row.Reason },
        { label: t('provenance'), value: calculation.provenance?.text ?? '' },
        ...(Object.entries(row.Values) as [keyof SizeFigures, Measured][]).map(([key, measured]) =>
          show.labelled(t(`figure.${key}`), measured.value ?? undefined, measured.unit),
        ),
      ])
    : undefined;
  return (
    <>
      <Table label={t('conditions')} rows={conditions} />
      {figures && <Table label={t('figures')} rows={figures} />}
    </>
  );
}

function Table({ label, rows }: { label: string; rows: readonly DataRow[] }) {
  return (
    <table css={styles.table} aria-label={label}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
