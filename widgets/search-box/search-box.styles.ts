import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles, forcedColorsPicked } from '../internal/ui/base-styles';
import { controls } from '../internal/ui/controls.styles';

/** The search box's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-search-box-popup-max-height': { doc: 'Tallest the result table grows before it scrolls.', default: '300px' },
  '--vs-search-box-popup-min-width': { doc: 'Narrowest width of the result table.', default: '420px' },
  '--vs-search-box-mark-background': { doc: 'Background of the matched text.', default: '#fff3b0' },
} as const;

function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

// Valve, series, size, part number: the part number is the longest and what the user is looking for.
const columns = 'minmax(3.5em, 0.7fr) minmax(4em, 1fr) minmax(4em, 1fr) minmax(7em, 1.6fr)';

const row = css({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: token('space-sm'),
  padding: `${token('space-xs')} ${token('space-sm')}`,
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export const styles = {
  base: css(baseStyles, { position: 'relative' }),
  input: css(controls.field, { width: '100%', minWidth: '12em' }),
  popup: css(controls.panel, {
    // Never wider or taller than the room the popup code measured: a 320 px screen keeps every column in view.
    minWidth: `min(${knob('--vs-search-box-popup-min-width')}, var(--vs-popup-available-width, 100vw))`,
    maxHeight: `min(${knob('--vs-search-box-popup-max-height')}, var(--vs-popup-available-height, 100vh))`,
    // The rows scroll in the listbox, not the popup: a scrolled region must be reachable by keyboard (axe's
    // scrollable-region-focusable), and the listbox is, through the combobox that controls it.
    display: 'flex',
    flexDirection: 'column',
    overflowX: 'auto',
    overflowY: 'hidden',
  }),
  // Not the hidden attribute: the popup's own display (from baseStyles) would override the browser's.
  closed: css({ display: 'none' }),
  head: css(row, {
    position: 'sticky',
    top: 0,
    background: token('color-surface-muted'),
    fontSize: token('font-size-sm'),
    fontWeight: token('font-weight-bold'),
    color: token('color-text-muted'),
    borderBottom: `1px solid ${token('color-border')}`,
  }),
  listbox: css({ margin: 0, padding: 0, overflowY: 'auto', minHeight: 0, flex: '1 1 auto' }),
  option: css(row, {
    cursor: 'pointer',
    '&[aria-selected="true"]': { background: token('color-primary'), color: token('color-primary-contrast') },
    '&[aria-selected="true"] mark': { color: token('color-text') },
    '@media (forced-colors: active)': { '&[aria-selected="true"]': forcedColorsPicked },
  }),
  mark: css({ background: knob('--vs-search-box-mark-background'), color: 'inherit', padding: 0, borderRadius: '2px' }),
  message: css({ margin: 0, padding: token('space-sm'), color: token('color-text-muted') }),
  more: css({
    margin: 0,
    padding: `${token('space-xs')} ${token('space-sm')}`,
    fontSize: token('font-size-sm'),
    color: token('color-text-muted'),
    borderTop: `1px solid ${token('color-border')}`,
  }),
  hidden: css({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
};
