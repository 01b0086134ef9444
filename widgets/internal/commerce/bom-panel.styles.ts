import { css } from '@emotion/react';
import { token } from '../../../src/theme';
import { controls } from '../ui/controls.styles';

const button = css(controls.button, { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } });

export const styles = {
  panel: css({
    display: 'grid',
    gap: token('space-sm'),
    padding: token('space-sm'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    fontSize: token('font-size-sm'),
    minWidth: 0,
  }),
  title: css({ margin: 0, fontSize: token('font-size-md'), fontWeight: token('font-weight-bold') }),
  // Narrow shops scroll the table rather than squeezing part numbers onto two lines.
  scroller: css({ overflowX: 'auto', maxWidth: '100%' }),
  table: css({
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': { padding: `${token('space-xs')} ${token('space-sm')}`, textAlign: 'start', borderBottom: `1px solid ${token('color-border')}`, verticalAlign: 'top' },
    '& th': { fontWeight: token('font-weight-bold') },
    '& td[data-number], & th[data-number]': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    '& tfoot td': { fontWeight: token('font-weight-bold'), borderBottom: 0 },
  }),
  partNumber: css({ whiteSpace: 'nowrap' }),
  muted: css({ color: token('color-text-muted') }),
  note: css({ margin: 0, color: token('color-text-muted') }),
  error: css({ margin: 0, color: token('color-danger') }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('space-sm') }),
  button,
  primary: css(button, controls.primary),
  link: css({ color: token('color-primary') }),
};
