import { css } from '@emotion/react';
import { token } from '../../../src/theme';

/** The site's text inputs and selects: one height, border and font, so forms on every page line up alike. */
export const controlStyles = css`
  height: ${token('control-height')};
  padding: 0 ${token('space-sm')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius')};
  background: ${token('color-surface')};
  font: inherit;
`;
