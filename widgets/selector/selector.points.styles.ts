import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { controls } from '../internal/ui/controls.styles';

/** The operating points' bar, the grades per point and the comparison: in their lazy chunks, with them. */
export const pointStyles = {
  bar: css({ display: 'grid', gap: token('space-sm') }),
  tabs: css({ display: 'flex', flexWrap: 'wrap', gap: token('space-xs'), borderBottom: `1px solid ${token('color-border')}` }),
  tab: css(controls.button, {
    minHeight: 'auto',
    padding: `${token('space-xs')} ${token('space-sm')}`,
    borderBottomLeftRadius: 0,
    borderBottomRightRadius: 0,
    '&[aria-selected="true"]': { fontWeight: token('font-weight-bold'), borderBottom: `3px solid ${token('color-focus')}` },
  }),
  tools: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('space-xs') }),
  small: css(controls.button, { minHeight: 'auto', padding: `2px ${token('space-sm')}`, whiteSpace: 'nowrap' }),
  rename: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('space-xs') }),
  input: css(controls.field, { minWidth: '12em' }),
  problem: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-danger') }),
  muted: css({ margin: 0, color: token('color-text-muted'), fontSize: token('font-size-sm') }),
  // Announcements for screen readers: out of sight, not out of the accessibility tree.
  hidden: css({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }),
  grades: css({ display: 'grid', gap: '2px', margin: `${token('space-xs')} 0 0`, padding: 0, listStyle: 'none' }),
  grade: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${token('space-sm')}`,
    '&[data-grade="Optimal"] > b': { color: 'var(--vs-selector-optimal-color, #237a35)' },
    '&[data-grade="Available"] > b': { color: 'var(--vs-selector-available-color, #ad5700)' },
    '&[data-grade="Prohibited"] > b': { color: 'var(--vs-selector-prohibited-color, #c92a2a)' },
    '&[data-deciding] > b': { textDecoration: 'underline' },
  }),
  // The deciding point's limit: marked, in the page's text colour, so that it reads in every theme.
  mark: css({ background: token('color-surface-muted'), color: 'inherit', fontWeight: token('font-weight-bold') }),
  compare: css({ display: 'grid', gap: token('space-sm') }),
  scroll: css({ overflowX: 'auto' }),
  table: css({
    borderCollapse: 'collapse',
    fontSize: token('font-size-sm'),
    'th, td': { padding: `${token('space-xs')} ${token('space-sm')}`, borderBottom: `1px solid ${token('color-border')}`, textAlign: 'left', verticalAlign: 'top' },
    'th[scope="row"]': { color: token('color-text-muted'), fontWeight: 'normal' },
    'tbody th[colspan]': { paddingTop: token('space-md'), fontWeight: token('font-weight-bold') },
    'td[data-number]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    'td[data-deciding]': { background: token('color-surface-muted'), fontWeight: token('font-weight-bold') },
  }),
};
