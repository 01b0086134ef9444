// The results' styles: the table's one sheet gives each row's cells theirs (issue 40), no style work per cell.
import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { knob } from './selector.styles';

export const resultStyles = {
  group: css({
    display: 'grid',
    gap: token('space-sm'),
    borderLeft: '4px solid var(--vs-selector-group-color)',
    paddingLeft: token('space-md'),
    '&[data-grade="Optimal"]': { '--vs-selector-group-color': knob('--vs-selector-optimal-color') },
    '&[data-grade="Available"]': { '--vs-selector-group-color': knob('--vs-selector-available-color') },
    '&[data-grade="Prohibited"]': { '--vs-selector-group-color': knob('--vs-selector-prohibited-color') },
  }),
  groupTitle: css({ margin: 0, fontSize: token('font-size-md'), fontWeight: token('font-weight-bold'), color: 'var(--vs-selector-group-color)' }),
  // The group title is its own disclosure button: the title's look, with a triangle that turns when open. The
  // triangle is drawn by borders, not a character, so that no glyph enters the button's accessible name.
  disclosure: css({
    all: 'unset',
    display: 'inline-flex',
    alignItems: 'center',
    gap: token('space-xs'),
    cursor: 'pointer',
    font: 'inherit',
    color: 'inherit',
    '&::before': {
      content: '""',
      borderStyle: 'solid',
      borderWidth: '0.3em 0 0.3em 0.45em',
      borderColor: 'transparent transparent transparent currentColor',
      transition: 'transform 0.15s',
    },
    '&[aria-expanded="true"]::before': { transform: 'rotate(90deg)' },
    '&:focus-visible': { outline: `2px solid ${token('color-focus')}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
  }),
  scroll: css({ overflowX: 'auto' }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: token('font-size-sm'),
    'th, td': { padding: `${token('space-xs')} ${token('space-sm')}`, borderBottom: `1px solid ${token('color-border')}`, textAlign: 'left', verticalAlign: 'top' },
    th: { color: token('color-text-muted'), fontWeight: token('font-weight-bold') },
    'td[data-number]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    // The figure cells' styles are the table's (issue 40): a row drawn per keystroke does no style work per cell.
    '[part="part-load-opening"], [part="provenance"]': { color: token('color-text-muted') },
    // The product cell: the size's picture beside what it is.
    '[data-product]': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: token('space-sm'), alignItems: 'start' },
    '[data-product] > img': { width: '40px', height: '40px', objectFit: 'contain' },
    // A figure's heading stands over its right-aligned numbers, not over the gap before them on a wide screen.
    'th[data-number]': { textAlign: 'right' },
  }),
  partNumber: css({ fontWeight: token('font-weight-bold') }),
  rowActions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('space-xs') }),
  refused: css({ flexBasis: '100%', fontSize: token('font-size-sm'), color: token('color-danger') }),
};
