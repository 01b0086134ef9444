import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles } from '../internal/ui/base-styles';
import { controls } from '../internal/ui/controls.styles';

/** The selector's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-selector-field-width': { doc: 'Narrowest width of one condition field before the form wraps.', default: '224px' },
  // Group titles are text in these colours: each at least 4.5:1 on the surface and on the muted surface (issue #10).
  '--vs-selector-optimal-color': { doc: 'Accent of the Optimal group.', default: '#237a35' },
  '--vs-selector-available-color': { doc: 'Accent of the Available group.', default: '#ad5700' },
  '--vs-selector-prohibited-color': { doc: 'Accent of the Prohibited group.', default: '#c92a2a' },
  // The README's :not(:defined) recipe reserves the same (issue 28): the page does not move as the form arrives.
  '--vs-selector-min-height': {
    doc: 'Height kept from the first view on, while the form and its saturation facts load: the Sov form in a 700-1000 px column.',
    default: '773px',
  },
} as const;

export function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

const heading = css({ margin: 0, fontSize: token('font-size-lg'), fontWeight: token('font-weight-bold') });

const button = css(controls.button, {
  whiteSpace: 'nowrap',
  '&:disabled': { cursor: 'progress', opacity: 0.6 },
  // A button that answers with its reason rather than acting (the fifth Compare): dimmed, yet focusable and heard.
  '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
});

export const styles = {
  base: css(baseStyles, {
    display: 'grid',
    alignContent: 'start',
    minBlockSize: knob('--vs-selector-min-height'),
    gap: token('space-lg'),
    padding: token('space-lg'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
  }),
  heading,
  form: css({ display: 'grid', gap: token('space-md') }),
  fields: css({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${knob('--vs-selector-field-width')}, 1fr))`,
    gap: token('space-md'),
    margin: 0,
    padding: 0,
    border: 0,
  }),
  field: css({ display: 'grid', gap: token('space-xs'), alignContent: 'start', minWidth: 0, margin: 0, padding: 0, border: 0 }),
  label: css({ fontSize: token('font-size-sm'), color: token('color-text-muted'), padding: 0 }),
  pair: css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: token('space-xs') }),
  input: css(controls.field, { width: '100%' }),
  select: css(controls.field, { width: '100%' }),
  unit: controls.field,
  choices: css({ display: 'flex', flexWrap: 'wrap', gap: `${token('space-xs')} ${token('space-md')}` }),
  choice: css({ display: 'inline-flex', alignItems: 'center', gap: token('space-xs'), cursor: 'pointer' }),
  problem: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-danger') }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(192px, 1fr))',
    gap: token('space-sm'),
    margin: 0,
    '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
  }),
  actions: css({ display: 'flex', alignItems: 'center', gap: token('space-md') }),
  button,
  primary: css(button, controls.primary, { fontWeight: token('font-weight-bold') }),
  small: css(button, { minHeight: 'auto', padding: `2px ${token('space-sm')}` }),
  alert: css({
    margin: 0,
    padding: token('space-sm'),
    border: `1px solid ${token('color-danger')}`,
    borderRadius: token('radius'),
    color: token('color-danger'),
  }),
  muted: css({ margin: 0, color: token('color-text-muted') }),
  // Where the results were calculated: quiet, under the heading; the answer's words begin in lower case.
  computed: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-text-muted'), '&::first-letter': { textTransform: 'uppercase' } }),
  line: css({ display: 'block' }),
  results: css({ display: 'grid', gap: token('space-lg') }),
  resultsHeading: css(heading, {
    // Focused by the script after Calculate, for keyboard and screen-reader users: no ring for a mouse user's click.
    '&:focus:not(:focus-visible)': { outline: 'none' },
  }),
  curves: css({ display: 'grid', gap: token('space-md') }),
};
