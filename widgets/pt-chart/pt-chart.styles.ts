import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles, forcedColorsPicked } from '../internal/ui/base-styles';
import { uplotStyles } from '../internal/charts/uplot-styles';

/** The chart's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-pt-chart-bubble-color': { doc: 'Colour of the (bubble) pressure curve.', default: '#0a5ca8' },
  '--vs-pt-chart-dew-color': { doc: 'Colour of a blend’s dew pressure curve.', default: '#d9480f' },
  '--vs-pt-chart-grid-color': { doc: 'Colour of the grid lines.', default: '#e3e8ee' },
  '--vs-pt-chart-table-height': { doc: 'Height of the scrolling table.', default: '320px' },
  // The README's :not(:defined) recipe reserves the same (issue 28): the page does not move as the data arrives.
  '--vs-pt-chart-min-height': { doc: 'Height kept from the first view on, while the refrigerant’s data loads.', default: '386px' },
} as const;

export function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

export const styles = {
  base: css(baseStyles, uplotStyles, {
    display: 'grid',
    alignContent: 'start',
    minBlockSize: knob('--vs-pt-chart-min-height'),
    gap: token('space-md'),
    padding: token('space-lg'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
  }),
  title: css({ margin: 0, fontSize: token('font-size-md'), fontWeight: token('font-weight-bold') }),
  // Curve and table side by side where there is room, stacked in a narrow column.
  body: css({ display: 'grid', gap: token('space-md'), gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }),
  plot: css({ minWidth: 0, overflow: 'hidden' }),
  tableBox: css({
    maxHeight: knob('--vs-pt-chart-table-height'),
    overflow: 'auto',
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
  }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { padding: `2px ${token('space-sm')}`, textAlign: 'right', whiteSpace: 'nowrap' },
    '& thead th': {
      position: 'sticky',
      top: 0,
      background: token('color-surface-muted'),
      fontSize: token('font-size-sm'),
      color: token('color-text-muted'),
    },
    '& tbody tr': { cursor: 'pointer', borderTop: `1px solid ${token('color-surface-muted')}` },
    '& tbody tr:hover, & tbody tr[aria-selected="true"]': { background: token('color-surface-muted') },
    '@media (forced-colors: active)': { '& tbody tr[aria-selected="true"]': forcedColorsPicked },
    '& td:focus-visible, & thead th:focus-visible': { outline: `2px solid ${token('color-focus')}`, outlineOffset: '-2px' },
  }),
  rowButton: css({
    all: 'unset',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${token('color-focus')}`, outlineOffset: '1px' },
  }),
  message: css({ margin: 0, color: token('color-text-muted') }),
  error: css({ color: token('color-danger') }),
};
