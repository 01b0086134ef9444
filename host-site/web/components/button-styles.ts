import { css } from '@emotion/react';
import { token } from '../../../src/theme';

const base = css`
  min-height: ${token('control-height')};
  padding: 0 ${token('space-md')};
  border-radius: ${token('radius')};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

/**
 * The site's buttons: `primary` for the action a view is for, `secondary` beside it, `danger` for the one that
 * confirms a removal, `quiet` for small tools.
 */
export const buttonStyles = {
  primary: css`
    ${base};
    border: 1px solid ${token('color-primary')};
    background: ${token('color-primary')};
    color: ${token('color-primary-contrast')};
  `,
  secondary: css`
    ${base};
    border: 1px solid ${token('color-border')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
  `,
  danger: css`
    ${base};
    border: 1px solid ${token('color-danger')};
    background: ${token('color-danger')};
    color: ${token('color-primary-contrast')};
  `,
  quiet: css`
    ${base};
    border: 1px solid transparent;
    background: transparent;
    color: inherit;
  `,
};
