import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../src/engine/units';
import type { Measured, SizeFigures } from '../../../../src/contracts/selection';
import { localeOf } from '../../../../src/i18n';
import { token } from '../../../../src/theme';
import { PerformanceChart } from '../../../../widgets/performance-chart';
import { asQuantity, curveData, inSystem, measuredInSystem, selectorResources } from '../../../../widgets/selector';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { useApi, useAppState } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import type { DetailsSearch } from './details-search';
import { detailsNamespace, detailsResources } from './details.resources';
import { loadDetails, valueAt, type ProductDetails } from './load-details';

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
    th,
    td {
      padding: ${token('space-xs')} ${token('space-sm')};
      border-bottom: 1px solid ${token('color-border')};
      text-align: left;
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

type State = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'done'; details: ProductDetails };

/**
 * One product on its own page, printable: its technical data from the catalogue and, when it came from the
 * selection list (`Hashkey`), the calculation at the conditions it was chosen at, with its curves.
 */
export function DetailsPage({ search }: { search: DetailsSearch }) {
  useSignals();
  useBundles(detailsResources, selectorResources);
  const { t, i18n } = useTranslation([detailsNamespace, 'units']);
  const api = useApi();
  const { selection, session } = useAppState();
  const locale = localeOf(i18n.language);
  const unitSystem = session.unitSystem.value;
  const item = search.Hashkey ? selection.find(search.Hashkey) : undefined;
  const partNumber = search.PartNumber;
  // What was loaded is kept with the key it was loaded for, so a new part number, item or language reads as
  // loading until its answer arrives, without resetting state inside the effect.
  const key = `${partNumber ?? ''}|${item?.hash ?? ''}|${i18n.language}`;
  const [loaded, setLoaded] = useState<{ key: string; state: State }>();
  const state: State = loaded?.key === key ? loaded.state : { status: 'loading' };

  useEffect(() => {
    if (!partNumber) return undefined;
    let current = true;
    const settle = (next: State) => current && setLoaded({ key, state: next });
    loadDetails(api, partNumber, item)
      .then((details) => settle(details ? { status: 'done', details } : { status: 'missing' }))
      .catch(() => settle({ status: 'failed' }));
    return () => void (current = false);
    // The item is looked up by its hash, which `key` carries; a new object for the same hash is the same item.
  }, [api, key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!partNumber) return <p role="alert">{t('missingPartNumber')}</p>;
  if (state.status === 'loading') return <p>{t('loading')}</p>;
  if (state.status === 'failed') return <p role="alert">{t('errors:error')}</p>;
  if (state.status === 'missing') return <p role="alert">{t('notFound', { partNumber })}</p>;

  const { product, size, techFields, calculation } = state.details;
  const number = (value: number, unit: string, quantity?: string) => {
    const q = asQuantity(quantity);
    const shown = q ? inSystem(value, unit, q, unitSystem) : { value, unit };
    return `${new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 }).format(shown.value)} ${shown.unit}`.trim();
  };
  const text = (value: unknown, unit: string, quantity?: string) => {
    if (typeof value === 'number') return number(value, unit, quantity);
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (Array.isArray(value)) return value.join(', ');
    return value === undefined || value === null ? '–' : `${String(value)} ${unit}`.trim();
  };
  const connection = [product.ConnectionType, [product.ConnectionIn, product.ConnectionOut].filter(Boolean).join(' × ')].filter(Boolean).join(' ');
  const figure = (measured: Measured) => {
    const shown = measuredInSystem(measured, unitSystem);
    return shown.value === null ? '–' : `${formatNumber(shown.value, locale, 3)} ${shown.unit}`.trim();
  };

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
        <table css={styles.table}>
          <tbody>
            <Row label={t('partNumber')} value={product.PartNumber} />
            <Row label={t('productName')} value={product.ProductName} />
            <Row label={t('productType')} value={product.ProductType} />
            <Row label={t('series')} value={product.serialName} />
            <Row label={t('size')} value={product.sizeName} />
            {connection && <Row label={t('connection')} value={connection} />}
            {product.CoilVoltage && <Row label={t('coilVoltage')} value={product.CoilVoltage} />}
            <Row label={t('refrigerants')} value={product.Refrigerant.join(', ')} />
            {product.Safetycer.length > 0 && <Row label={t('approvals')} value={product.Safetycer.join(', ')} />}
            {size && techFields.map((field) => <Row key={field.key} label={field.label} value={text(valueAt(size, field.key), field.unit, field.quantity)} />)}
          </tbody>
        </table>
      </section>
      <section css={styles.section} aria-labelledby="details-calculation">
        <h2 id="details-calculation">{t('calculation')}</h2>
        {!calculation || !item ? (
          <p>{t('noConditions')}</p>
        ) : (
          <>
            <table css={styles.table} aria-label={t('conditions')}>
              <tbody>
                <Row label={t('selector:refrigerant')} value={item.conditions.refrigerant} />
                {calculation.fields.serialResult.map((field) => {
                  const value = item.conditions.conditions[field.name];
                  if (value === undefined) return null;
                  const shown =
                    typeof value === 'object'
                      ? value.value === null ? '–' : number(value.value, value.unit, field.quantity)
                      : (field.options.find((option) => option.value === value)?.title ?? text(value, ''));
                  return <Row key={field.name} label={field.title} value={shown} />;
                })}
              </tbody>
            </table>
            {calculation.row && (
              <table css={styles.table} aria-label={t('figures')}>
                <tbody>
                  <Row label={t('grade')} value={calculation.row.Grade} />
                  <Row label={t('reason')} value={calculation.row.Reason} />
                  {(Object.entries(calculation.row.Values) as [keyof SizeFigures, Measured][]).map(([key, measured]) => (
                    <Row key={key} label={t(`figure.${key}`)} value={figure(measured)} />
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
      {calculation && calculation.curves.length > 0 && (
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

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}
