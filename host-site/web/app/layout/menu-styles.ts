import { css } from '@emotion/react';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';

// The header's drop-down menus (the narrow header's navigation, the account menu) look and open alike: one anchor,
// one quiet button, one panel under it.
export const menuStyles = {
  anchor: css`
    position: relative;
  `,
  button: css`
    ${buttonStyles.quiet};
    display: inline-flex;
    align-items: center;
    gap: ${token('space-xs')};
  `,
  panel: css`
    position: absolute;
    top: calc(100% + ${token('space-xs')});
    z-index: 20;
    min-width: 12rem;
    margin: 0;
    padding: ${token('space-xs')} 0;
    list-style: none;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
    background: ${token('color-surface')};
    box-shadow: 0 4px 16px rgb(0 0 0 / 16%);
    &[hidden] {
      display: none;
    }
  `,
};
