import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles } from '../internal/ui/base-styles';
import { uplotStyles } from '../internal/charts/uplot-styles';

/** The chart's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-performance-chart-selected-color': { doc: 'Colour of the selected curve.', default: '#0b63c5' },
  '--vs-performance-chart-grid-color': { doc: 'Colour of the grid lines.', default: '#e3e8ee' },
  '--vs-performance-chart-point-color': { doc: 'Colour of the operating point mark.', default: '#c92a2a' },
} as const;


/**
 * Colours of the other curves, in order; a canvas cannot read custom properties, so they are plain values. Each is
 * at least 3:1 on the surface (WCAG 1.4.11: a curve is a graphic needed to read the chart).
 */
export const palette = ['#d9480f', '#2b8a3e', '#862e9c', '#d06b00', '#1098ad', '#5c7cfa'] as const;

export const styles = {
  base: css(baseStyles, uplotStyles, {
    display: 'grid',
    gap: token('space-sm'),
    padding: token('space-md'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    minWidth: 0,
  }),
  title: css({ margin: 0, fontSize: token('font-size-md'), fontWeight: token('font-weight-bold') }),
  plot: css({ width: '100%', minWidth: 0 }),
  message: css({
    display: 'grid',
    placeItems: 'center',
    margin: 0,
    color: token('color-text-muted'),
    background: token('color-surface-muted'),
    borderRadius: token('radius'),
    textAlign: 'center',
    padding: token('space-md'),
  }),
  error: css({ color: token('color-danger') }),
};
