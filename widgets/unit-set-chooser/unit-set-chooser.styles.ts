import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles } from '../internal/ui/base-styles';

/** The unit-set chooser's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-unit-set-chooser-columns': { doc: 'Columns of the new-set form.', default: '2' },
} as const;

export const styles = {
  // On its own surface, as the other widgets are: on a dark shop its text is not the dark default on the page's
  // dark background (1.26:1, issue 28), and a shop's colour tokens theme text and surface together.
  base: css(baseStyles, {
    display: 'grid',
    gap: token('space-md'),
    padding: token('space-lg'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
  }),
  fieldset: css({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token('space-md') }),
  legend: css({ padding: 0, marginBottom: token('space-xs'), fontWeight: token('font-weight-bold') }),
  choice: css({ display: 'flex', alignItems: 'center', gap: token('space-xs'), cursor: 'pointer' }),
  form: css({
    display: 'grid',
    gridTemplateColumns: `repeat(var(--vs-unit-set-chooser-columns, ${knobs['--vs-unit-set-chooser-columns'].default}), minmax(0, 1fr))`,
    gap: token('space-sm'),
  }),
  field: css({ display: 'grid', gap: '2px' }),
  error: css({ margin: 0, fontSize: token('font-size-sm'), color: token('color-danger') }),
};
