import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles } from '../internal/ui/base-styles';

/** The converter's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-unit-converter-result-color': { doc: 'Colour of the result.', default: token('color-primary') },
  '--vs-unit-converter-result-size': { doc: 'Font size of the result.', default: token('font-size-lg') },
  '--vs-unit-converter-field-width': { doc: 'Narrowest width of one field before the row wraps.', default: '9em' },
} as const;

function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

const control = css({
  height: token('control-height'),
  padding: `0 ${token('space-sm')}`,
  border: `1px solid ${token('color-border')}`,
  borderRadius: token('radius'),
  background: token('color-surface'),
  width: '100%',
  minWidth: 0,
  '&:focus-visible': { outline: `2px solid ${token('color-focus')}`, outlineOffset: '1px' },
});

// The value input and the unit selects, with a danger border while the message below is about them.
const entry = css(control, { '&[aria-invalid="true"]': { borderColor: token('color-danger') } });

export const styles = {
  base: css(baseStyles, {
    padding: token('space-lg'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    display: 'grid',
    gap: token('space-md'),
  }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: token('space-sm'),
  }),
  field: css({
    display: 'grid',
    gap: token('space-xs'),
    flex: `1 1 ${knob('--vs-unit-converter-field-width')}`,
    minWidth: 0,
  }),
  label: css({ fontSize: token('font-size-sm'), color: token('color-text-muted') }),
  input: entry,
  select: entry,
  swap: css(control, {
    flex: '0 0 auto',
    width: token('control-height'),
    padding: 0,
    cursor: 'pointer',
    color: token('color-primary'),
    '&:hover': { background: token('color-surface-muted') },
  }),
  result: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: token('space-sm'),
    padding: token('space-sm'),
    minHeight: `calc(${token('control-height')} + 2 * ${token('space-sm')})`,
    background: token('color-surface-muted'),
    borderRadius: token('radius'),
  }),
  output: css({
    fontSize: knob('--vs-unit-converter-result-size'),
    fontWeight: token('font-weight-bold'),
    color: knob('--vs-unit-converter-result-color'),
    fontVariantNumeric: 'tabular-nums',
  }),
  // A blend's bubble and dew: side by side where there is room, one under the other in a narrow column.
  saturationValues: css({ display: 'flex', flexWrap: 'wrap', columnGap: token('space-lg'), rowGap: token('space-xs') }),
  saturationValue: css({ whiteSpace: 'nowrap' }),
  error: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-danger') }),
};
