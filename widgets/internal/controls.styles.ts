import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles, controlFrame, fieldStyles } from './base-styles';

/**
 * The controls the widgets share, each a start a widget may add to (a width, its own disabled look): `field` for
 * inputs and selects, `button`, `primary` on top of `button` for the action a view is for, and `panel` for a box
 * floating over the page (a chooser's panel, the search box's results).
 */
export const controls = {
  field: fieldStyles,
  button: css(controlFrame, {
    minHeight: token('control-height'),
    padding: `0 ${token('space-md')}`,
    cursor: 'pointer',
  }),
  primary: css({
    borderColor: token('color-primary'),
    background: token('color-primary'),
    color: token('color-primary-contrast'),
  }),
  panel: css(baseStyles, {
    zIndex: 1000,
    maxWidth: 'calc(100vw - 16px)',
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    boxShadow: '0 4px 16px rgb(0 0 0 / 16%)',
  }),
};
