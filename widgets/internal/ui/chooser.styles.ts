import { css } from '@emotion/react';
import { token } from '../../../src/theme';
import { baseStyles } from './base-styles';
import { controls } from './controls.styles';

/** The box and panel every chooser shares; a chooser sizes its panel and lays out what is inside. */
export const chooserStyles = {
  base: css(baseStyles),
  // One line high whatever the label's length: the value is cut short rather than the box grown.
  trigger: css(controls.button, {
    height: token('control-height'),
    display: 'flex',
    alignItems: 'center',
    gap: token('space-sm'),
    width: '100%',
    textAlign: 'start',
  }),
  label: css({ color: token('color-text-muted'), fontSize: token('font-size-sm') }),
  panel: css(controls.panel, { padding: token('space-md'), display: 'grid' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: token('space-sm') }),
  button: controls.button,
  primary: css(controls.button, controls.primary),
};
