import { css } from '@emotion/react';
import { token } from '../../../../src/theme';
import { tableCells } from '../../components/table-styles';

/**
 * The report page, on screen as a sheet about A4 wide (180 mm of text), so that what prints is what was seen: the
 * charts are drawn at the width they print at. `@media print`: A4 with margins, no buttons, each product on its
 * own page, a table or a chart never cut in two.
 */
export const styles = {
  page: css`
    display: grid;
    gap: ${token('space-lg')};
    max-width: 180mm;
    margin: 0 auto;
    @media print {
      @page {
        size: A4;
        margin: 15mm 15mm 18mm;
      }
      max-width: none;
      gap: ${token('space-md')};
      font-size: 10pt;
      [data-print='hide'] {
        display: none !important;
      }
    }
  `,
  toolbar: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-sm')};
    justify-content: flex-end;
  `,
  header: css`
    display: grid;
    gap: ${token('space-xs')};
    border-bottom: 2px solid ${token('color-primary')};
    padding-bottom: ${token('space-sm')};
    h1 {
      margin: 0;
      font-size: ${token('font-size-lg')};
    }
    p {
      margin: 0;
    }
  `,
  maker: css`
    font-weight: ${token('font-weight-bold')};
    color: ${token('color-primary')};
  `,
  notice: css`
    padding: ${token('space-sm')};
    border: 1px solid ${token('color-danger')};
    border-radius: ${token('radius')};
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  `,
  section: css`
    display: grid;
    gap: ${token('space-sm')};
    h2 {
      margin: 0;
      font-size: ${token('font-size-lg')};
    }
    h3 {
      margin: 0;
      font-size: ${token('font-size-md')};
    }
  `,
  product: css`
    display: grid;
    gap: ${token('space-sm')};
    padding-top: ${token('space-md')};
    border-top: 1px solid ${token('color-border')};
    @media print {
      break-before: page;
      border-top: none;
      padding-top: 0;
    }
  `,
  productHead: css`
    display: flex;
    gap: ${token('space-md')};
    align-items: center;
    img {
      width: 96px;
      height: 72px;
      object-fit: contain;
    }
    h2 {
      margin: 0;
    }
    p {
      margin: 0;
    }
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    break-inside: avoid;
    ${tableCells}
    th,
    td {
      vertical-align: top;
    }
    th {
      width: 45%;
      color: ${token('color-text-muted')};
      font-weight: normal;
    }
  `,
  grade: css`
    font-weight: ${token('font-weight-bold')};
    &[data-grade='Optimal'] {
      color: #1b7a3a;
    }
    &[data-grade='Prohibited'] {
      color: ${token('color-danger')};
    }
  `,
  chart: css`
    break-inside: avoid;
  `,
  muted: css`
    color: ${token('color-text-muted')};
  `,
};
