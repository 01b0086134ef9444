import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles } from '../internal/base-styles';

/** The approvals chooser's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-approvals-chooser-panel-width': { doc: 'Width of the panel of tick boxes.', default: '360px' },
} as const;

function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

const button = css({
  height: token('control-height'),
  padding: `0 ${token('space-md')}`,
  border: `1px solid ${token('color-border')}`,
  borderRadius: token('radius'),
  background: token('color-surface'),
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${token('color-focus')}`, outlineOffset: '1px' },
});

export const styles = {
  base: css(baseStyles),
  trigger: css(button, {
    display: 'flex',
    alignItems: 'center',
    gap: token('space-sm'),
    width: '100%',
    textAlign: 'start',
  }),
  label: css({ color: token('color-text-muted'), fontSize: token('font-size-sm') }),
  value: css({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: token('font-weight-bold') }),
  panel: css(baseStyles, {
    zIndex: 1000,
    width: knob('--vs-approvals-chooser-panel-width'),
    maxWidth: 'calc(100vw - 16px)',
    padding: token('space-md'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    boxShadow: '0 4px 16px rgb(0 0 0 / 16%)',
    display: 'grid',
    gap: token('space-md'),
  }),
  fieldset: css({ border: 0, margin: 0, padding: 0, display: 'grid', gap: token('space-xs') }),
  legend: css({ padding: 0, marginBottom: token('space-xs'), fontWeight: token('font-weight-bold') }),
  option: css({
    display: 'grid',
    gridTemplateColumns: 'auto 7em 1fr',
    alignItems: 'baseline',
    gap: token('space-sm'),
    cursor: 'pointer',
  }),
  code: css({ fontWeight: token('font-weight-bold') }),
  description: css({ fontSize: token('font-size-sm'), color: token('color-text-muted') }),
  error: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-danger') }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: token('space-sm') }),
  button,
  primary: css(button, {
    borderColor: token('color-primary'),
    background: token('color-primary'),
    color: token('color-primary-contrast'),
  }),
};
