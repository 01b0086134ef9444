import { css } from '@emotion/react';
import { token } from '../../../src/theme';

/**
 * A fieldset that groups form controls without the browser's frame: no border or padding, and a bold legend
 * set above the controls. The page sets its own layout and margin.
 */
export const plainFieldset = css`
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${token('space-sm')};
    font-weight: ${token('font-weight-bold')};
  }
`;
