import { css } from '@emotion/react';
import { token } from '../../../src/theme';
import { controls } from '../ui/controls.styles';

export const styles = {
  choices: css({ display: 'grid', gap: token('space-xs') }),
  choice: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('space-xs'), minWidth: 0 }),
  select: css(controls.field, { maxWidth: '100%' }),
  note: css({ flexBasis: '100%', color: token('color-text-muted') }),
};
