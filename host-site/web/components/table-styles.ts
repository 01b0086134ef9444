import { css } from '@emotion/react';
import { token } from '../../../src/theme';

/**
 * The cells of the site's data tables (sort list, details, selected list): one padding and one rule under each
 * row, text from the start side (right in a right-to-left language). A table adds its own vertical alignment.
 */
export const tableCells = css`
  th,
  td {
    padding: ${token('space-xs')} ${token('space-sm')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: start;
  }
`;
