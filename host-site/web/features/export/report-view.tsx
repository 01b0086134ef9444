import type { TFunction } from 'i18next';
import type { ReportConditionSet, ReportCurve, ReportData, ReportLine, ReportProduct } from '../../../../src/contracts/report';
import { formatAmount } from '../../../../src/engine/units';
import { localeOf } from '../../../../src/i18n';
import { PerformanceChart, type PerformanceChartData } from '../../../../widgets/performance-chart';
import { styles } from './export.styles';

interface ViewProps {
  report: ReportData;
  /** The page's own words, in the report's language. */
  t: TFunction;
}

/**
 * The report as a document: header (maker, title, date, the demonstration notice), the inputs of every condition
 * set, then each product on its own (printed) page. Every word and number comes from the report model, already in
 * the report's language and unit set, so the page, the PDF and the spreadsheet say the same.
 */
export function ReportView({ report, t }: ViewProps) {
  const { labels } = report;
  return (
    <>
      <header css={styles.header}>
        <p css={styles.maker}>{report.maker}</p>
        <h1>{report.title}</h1>
        <p css={styles.muted}>
          <time dateTime={report.generatedAt}>{t('generated', { date: report.generatedDate })}</time>
        </p>
      </header>
      {report.demoNotice && <p css={styles.notice}>{report.demoNotice}</p>}
      <section css={styles.section} aria-labelledby="report-inputs">
        <h2 id="report-inputs">{labels.inputs}</h2>
        {report.conditionSets.map((set) => (
          <ConditionSet key={set.index} set={set} labels={labels} />
        ))}
      </section>
      {report.products.map((product) => (
        <Product key={product.Hashkey} product={product} report={report} t={t} />
      ))}
    </>
  );
}

/** The heading of condition set `index` (0-based), as the products refer to it. */
const setTitle = (labels: ReportData['labels'], set: ReportConditionSet) => `${labels.conditions} ${set.index + 1}: ${set.familyName}`;

function ConditionSet({ set, labels }: { set: ReportConditionSet; labels: ReportData['labels'] }) {
  const rows = [
    { label: labels.refrigerant ?? '', text: set.refrigerant || '–' },
    { label: labels.approvals ?? '', text: set.approvals.length > 0 ? set.approvals.join(', ') : (labels.noApprovals ?? '–') },
    ...set.conditions.map((line) => ({ label: line.label, text: line.text })),
  ];
  const id = `report-set-${set.index}`;
  return (
    <div css={styles.section}>
      <h3 id={id}>{setTitle(labels, set)}</h3>
      <Lines labelledBy={id} rows={rows} />
    </div>
  );
}

function Product({ product, report, t }: { product: ReportProduct; report: ReportData; t: TFunction }) {
  const { labels } = report;
  const set = product.conditionIndex === null ? undefined : report.conditionSets.find((one) => one.index === product.conditionIndex);
  const id = `report-${product.Hashkey}`;
  const locale = localeOf(report.language);
  return (
    <section css={styles.product} aria-labelledby={id} data-part-number={product.PartNumber}>
      <div css={styles.productHead}>
        {product.ImageUrl && <img src={product.ImageUrl} alt={t('image', { partNumber: product.PartNumber })} />}
        <div>
          <h2 id={id}>{product.PartNumber}</h2>
          <p>{[product.ProductName, product.familyName, product.ProductType].filter((text) => text !== '').join(' · ')}</p>
          <p css={styles.muted}>{t('seriesAndSize', { series: product.SerialName, size: product.SizeName })}</p>
        </div>
      </div>
      <h3 id={`${id}-tech`}>{labels.technicalData}</h3>
      <Lines labelledBy={`${id}-tech`} rows={product.techData} />
      <h3 id={`${id}-result`}>{labels.result}{set ? ` (${setTitle(labels, set)})` : ''}</h3>
      {product.result ? (
        <Lines labelledBy={`${id}-result`} rows={[
          { label: labels.grade ?? '', text: product.result.gradeTitle, grade: product.result.grade },
          { label: labels.reason ?? '', text: product.result.reasons.join(' ') || '–' },
          ...product.result.figures,
        ]} />
      ) : (
        <p>{product.noResult ?? labels.notCalculated}</p>
      )}
      {product.ratingBasis && (
        <>
          <h3>{labels.ratingBasis}</h3>
          <p>{product.ratingBasis}</p>
        </>
      )}
      {product.curves.length > 0 && (
        <>
          <h3>{labels.curves}</h3>
          {product.curves.map((curve) => (
            <div key={curve.kind} css={styles.chart}>
              <PerformanceChart data={chartData(curve, labels.operatingPoint ?? '')} locale={locale} height={240} />
              {curve.operatingPoint && (
                <p css={styles.muted}>
                  {t('operatingPoint', {
                    x: `${formatAmount(curve.operatingPoint.x, curve.x.unit, locale)} ${curve.x.unit}`.trim(),
                    y: `${formatAmount(curve.operatingPoint.y, curve.y.unit, locale)} ${curve.y.unit}`.trim(),
                  })}
                </p>
              )}
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** A report curve as the chart draws it: its columns as they are (already in the report's units), its operating point marked. */
export function chartData(curve: ReportCurve, pointLabel: string): PerformanceChartData {
  return {
    title: curve.title,
    x: curve.x,
    y: curve.y,
    series: curve.series.map((one) => ({ label: one.label, values: one.values, selected: one.selected })),
    ...(curve.operatingPoint ? { point: { ...curve.operatingPoint, label: pointLabel } } : {}),
  };
}


interface Row {
  label: string;
  text: string;
  grade?: string;
}

function Lines({ rows, labelledBy }: { rows: readonly (Row | ReportLine)[]; labelledBy: string }) {
  return (
    <table css={styles.table} aria-labelledby={labelledBy}>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.label}-${index}`}>
            <th scope="row">{row.label}</th>
            <td>{'grade' in row && row.grade ? <span css={styles.grade} data-grade={row.grade}>{row.text}</span> : row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
