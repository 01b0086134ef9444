import { css } from '@emotion/react';
import { token } from '../../../src/theme';

/**
 * The start of every widget's `part="base"` style. A shop's CSS cannot select inside the shadow root, but
 * inherited properties (`* { color: red !important; font-size: 40px }` matches the host) flow in through the
 * host; `all: initial` cuts that inheritance, custom properties excepted, so tokens still theme the widget.
 */
export const baseStyles = css({
  all: 'initial',
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: token('font-family'),
  fontSize: token('font-size-md'),
  lineHeight: token('line-height'),
  color: token('color-text'),
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  // Form controls take their font from the browser's own stylesheet unless told to inherit. `:where()` gives the
  // rule no specificity, so a control's own colour wins: written `.base button` it outweighed `.primary` and put
  // the text colour on the primary background (2.2:1, issue #10). The leading `*` keeps emotion from putting the
  // class before a selector that starts with a colon (`.base:where(.base)`, one class again: the export dialog's
  // Export button was dark on blue, found by the story tests' axe).
  '*:where(&) :where(input, select, button)': { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' },
});

/**
 * The only rules on the host element; everything else hangs off `part="base"`. `all: initial` leaves direction
 * inherited, so a right-to-left shop would turn "-10" into "10-": the widget is left-to-right unless the element
 * itself says `dir="rtl"`, which gives it a mirrored layout.
 */
export const hostRules = [':host{display:block;direction:ltr;unicode-bidi:isolate}', ':host([dir="rtl" i]){direction:rtl}', ':host([hidden]){display:none}'];

/**
 * A picked row (the search box's active result, the P-T table's chosen row) under forced colours (Windows High
 * Contrast, `forced-colors: active`): the browser paints every background as Canvas, so a row told apart by its
 * background alone could not be seen (issue 28). It takes the system's Highlight pair instead, as native lists do.
 */
export const forcedColorsPicked = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
  '& mark': { background: 'transparent', color: 'inherit', textDecoration: 'underline' },
} as const;
