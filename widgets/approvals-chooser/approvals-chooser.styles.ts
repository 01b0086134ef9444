import { css } from '@emotion/react';
import { token } from '../../src/theme';

/** The approvals chooser's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-approvals-chooser-panel-width': { doc: 'Width of the panel of tick boxes.', default: '360px' },
} as const;

function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

export const styles = {
  value: css({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: token('font-weight-bold') }),
  panel: css({ width: knob('--vs-approvals-chooser-panel-width'), gap: token('space-md') }),
  // One set of columns for all options (each option a subgrid): the codes' column as wide as the widest code,
  // "LVD(TUV/VDE)" included, which ran over its description in a fixed 7em column (issue #26).
  fieldset: css({
    border: 0,
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'auto max-content minmax(0, 1fr)',
    gap: `${token('space-xs')} ${token('space-sm')}`,
  }),
  legend: css({ padding: 0, marginBottom: token('space-xs'), fontWeight: token('font-weight-bold') }),
  option: css({
    display: 'grid',
    gridColumn: '1 / -1',
    gridTemplateColumns: 'subgrid',
    alignItems: 'baseline',
    gap: token('space-sm'),
    cursor: 'pointer',
  }),
  code: css({ fontWeight: token('font-weight-bold') }),
  description: css({ fontSize: token('font-size-sm'), color: token('color-text-muted') }),
  error: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-danger') }),
};
