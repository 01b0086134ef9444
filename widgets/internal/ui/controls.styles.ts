import { css } from '@emotion/react';
import { token } from '../../../src/theme';
import { baseStyles } from './base-styles';

/** The frame of every control: a thin border, rounded corners, the surface colour and a focus ring. */
const frame = css({
  border: `1px solid ${token('color-border')}`,
  borderRadius: token('radius'),
  background: token('color-surface'),
  '&:focus-visible': { outline: `2px solid ${token('color-focus')}`, outlineOffset: '1px' },
});

/**
 * The controls the widgets share, each a start a widget may add to (a width, its own disabled look): `field` for
 * inputs and selects, `button`, `primary` on top of `button` for the action a view is for, and `panel` for a box
 * floating over the page (a chooser's panel, the search box's results).
 */
export const controls = {
  field: css(frame, {
    height: token('control-height'),
    padding: `0 ${token('space-sm')}`,
    minWidth: 0,
    '&[aria-invalid="true"]': { borderColor: token('color-danger') },
  }),
  button: css(frame, {
    minHeight: token('control-height'),
    padding: `0 ${token('space-md')}`,
    cursor: 'pointer',
  }),
  primary: css({
    borderColor: token('color-primary'),
    background: token('color-primary'),
    color: token('color-primary-contrast'),
  }),
  // The popup code gives the room on its side (--vs-popup-available-*): a panel taller than that scrolls.
  panel: css(baseStyles, {
    zIndex: 1000,
    maxWidth: 'min(calc(100vw - 16px), var(--vs-popup-available-width, 100vw))',
    maxHeight: 'var(--vs-popup-available-height, none)',
    overflow: 'auto',
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    boxShadow: '0 4px 16px rgb(0 0 0 / 16%)',
  }),
};
