import { css } from '@emotion/react';
import { token } from '../../../../src/theme';
import { controlStyles } from '../../components/control-styles';
import { tableCells } from '../../components/table-styles';
import { plainFieldset } from '../../components/fieldset-styles';

const control = css`
  ${controlStyles};
  min-width: 0;
`;

export const styles = {
  filters: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
    align-items: end;
    gap: ${token('space-sm')} ${token('space-md')};
    margin: 0 0 ${token('space-md')};
    ${plainFieldset};
  `,
  field: css`
    display: grid;
    gap: ${token('space-xs')};
    label {
      font-size: ${token('font-size-sm')};
      color: ${token('color-text-muted')};
    }
    select,
    input {
      ${control};
    }
  `,
  wide: css`
    grid-column: span 2;
  `,
  summary: css`
    margin: 0 0 ${token('space-sm')};
    color: ${token('color-text-muted')};
  `,
  scroller: css`
    overflow-x: auto;
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-size: ${token('font-size-md')};
    ${tableCells}
    th,
    td {
      vertical-align: top;
    }
    th {
      background: ${token('color-surface-muted')};
      font-weight: ${token('font-weight-bold')};
      white-space: nowrap;
    }
    tbody tr:hover {
      background: ${token('color-surface-muted')};
    }
  `,
  muted: css`
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  `,
  message: css`
    color: ${token('color-text-muted')};
  `,
};
