import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { controls } from '../internal/ui/controls.styles';

/** The refrigerant chooser's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-refrigerant-chooser-panel-width': { doc: 'Width of the panel.', default: '380px' },
  '--vs-refrigerant-chooser-list-height': { doc: 'Tallest the list grows before it scrolls.', default: '280px' },
  // The star is the only sign of a favourite: at least 3:1 (WCAG 1.4.11) on a hovered row's muted surface too.
  '--vs-refrigerant-chooser-star-color': { doc: 'Colour of a favourite’s star.', default: '#b45309' },
} as const;

function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

export const styles = {
  value: css({ fontWeight: token('font-weight-bold') }),
  facts: css({ flex: 1, color: token('color-text-muted'), fontSize: token('font-size-sm'), whiteSpace: 'nowrap' }),
  panel: css({ width: knob('--vs-refrigerant-chooser-panel-width'), gap: token('space-sm') }),
  search: css(controls.field, { padding: `0 ${token('space-md')}`, width: '100%' }),
  list: css({
    maxHeight: knob('--vs-refrigerant-chooser-list-height'),
    overflow: 'auto',
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
  }),
  group: css({ border: 0, margin: 0, padding: 0 }),
  groupTitle: css({
    display: 'block',
    width: '100%',
    padding: `${token('space-xs')} ${token('space-sm')}`,
    background: token('color-surface-muted'),
    fontSize: token('font-size-sm'),
    fontWeight: token('font-weight-bold'),
    color: token('color-text-muted'),
  }),
  row: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'stretch',
    paddingInlineEnd: token('space-sm'),
    '&:hover': { background: token('color-surface-muted') },
  }),
  // The label fills the row up to the star, its edge included: a click anywhere there picks the refrigerant (issue 41).
  option: css({
    display: 'grid',
    gridTemplateColumns: 'auto 7em 4em minmax(0, 1fr)',
    alignItems: 'center',
    gap: token('space-sm'),
    minHeight: token('control-height'),
    paddingInlineStart: token('space-sm'),
    cursor: 'pointer',
  }),
  name: css({ fontWeight: token('font-weight-bold') }),
  muted: css({ fontSize: token('font-size-sm'), color: token('color-text-muted') }),
  // The GWP and the Default badge: the badge goes whole under the GWP where the two do not fit side by side (an
  // inline badge broke across the lines, its border over the GWP, issue #26).
  gwp: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `2px ${token('space-xs')}`,
    minWidth: 0,
    fontSize: token('font-size-sm'),
    color: token('color-text-muted'),
  }),
  // A box of its own, its words wrapping inside it where even its own line is too short ("По умолчанию").
  badge: css({
    minWidth: 0,
    padding: `0 ${token('space-xs')}`,
    border: `1px solid ${token('color-primary')}`,
    borderRadius: token('radius'),
    fontSize: token('font-size-sm'),
    color: token('color-primary'),
  }),
  star: css({
    alignSelf: 'center',
    width: token('control-height'),
    height: token('control-height'),
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    fontSize: token('font-size-lg'),
    color: token('color-text-muted'),
    '&[aria-pressed="true"]': { color: knob('--vs-refrigerant-chooser-star-color') },
    '&:focus-visible': { outline: `2px solid ${token('color-focus')}` },
  }),
  message: css({ margin: 0, padding: token('space-sm'), color: token('color-text-muted') }),
  check: css({ display: 'flex', alignItems: 'center', gap: token('space-sm'), cursor: 'pointer' }),
};
