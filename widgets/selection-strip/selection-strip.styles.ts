import { css } from '@emotion/react';
import { token } from '../../src/theme';
import { baseStyles } from '../internal/ui/base-styles';
import { controls } from '../internal/ui/controls.styles';

/** The strip's own knobs, with their defaults; listed in the element's meta for the manifest. */
export const knobs = {
  '--vs-selection-strip-background': { doc: 'Background of the strip.', default: token('color-surface-muted') },
  '--vs-selection-strip-item-width': { doc: 'Width of one item card.', default: '176px' },
  '--vs-selection-strip-max-height': { doc: 'Tallest the expanded item row grows before it scrolls.', default: '256px' },
} as const;

function knob(name: keyof typeof knobs): string {
  return `var(${name}, ${knobs[name].default})`;
}

const button = css(controls.button, { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } });

export const styles = {
  base: css(baseStyles, {
    background: knob('--vs-selection-strip-background'),
    borderBottom: `1px solid ${token('color-border')}`,
    padding: `${token('space-sm')} ${token('space-lg')}`,
    display: 'grid',
    gap: token('space-sm'),
    '&[hidden]': { display: 'none' },
    // Only the strip gives itself the focus (tabIndex -1), when a delete left no button to return it to.
    '&:focus': { outline: 'none' },
  }),
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('space-sm') }),
  total: css({ fontWeight: token('font-weight-bold') }),
  // Between the total and the buttons, in the bar itself: a message never lies over the items or the page.
  notice: css({
    flex: '1 1 160px',
    minWidth: 0,
    margin: 0,
    fontSize: token('font-size-sm'),
    '&[data-tone="error"]': { color: token('color-danger') },
  }),
  button,
  primary: css(button, controls.primary),
  danger: css(button, { color: token('color-danger'), borderColor: token('color-danger') }),
  dangerFilled: css(button, { borderColor: token('color-danger'), background: token('color-danger'), color: token('color-primary-contrast') }),
  confirm: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: token('space-sm'),
    padding: `${token('space-xs')} ${token('space-sm')}`,
    background: token('color-surface'),
    border: `1px solid ${token('color-danger')}`,
    borderRadius: token('radius'),
  }),
  items: css({
    display: 'flex',
    gap: token('space-sm'),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflow: 'auto',
    maxHeight: knob('--vs-selection-strip-max-height'),
    // display above outweighs the browser's [hidden] rule: collapsed, the cards stayed on screen.
    '&[hidden]': { display: 'none' },
  }),
  item: css({
    flex: `0 0 ${knob('--vs-selection-strip-item-width')}`,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: token('space-xs'),
    alignItems: 'start',
    padding: token('space-sm'),
    background: token('color-surface'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    fontSize: token('font-size-sm'),
    '&[data-selecting="true"]': { gridTemplateColumns: 'auto auto 1fr' },
    '&[data-ticked="true"]': { borderColor: token('color-primary') },
  }),
  image: css({ width: '40px', height: '40px', objectFit: 'contain' }),
  text: css({ display: 'grid', gap: '2px', minWidth: 0, '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }),
  title: css({ fontWeight: token('font-weight-bold') }),
  muted: css({ color: token('color-text-muted') }),
  link: css({ color: token('color-primary') }),
  // The export dialog: a modal <dialog> in the shadow root, so the page's styles reach neither it nor its backdrop.
  dialog: css(baseStyles, {
    width: 'min(576px, calc(100vw - 32px))',
    padding: token('space-lg'),
    border: `1px solid ${token('color-border')}`,
    borderRadius: token('radius'),
    background: token('color-surface'),
    color: token('color-text'),
    // all: initial in baseStyles also undoes the browser's centring of a modal <dialog> (position fixed, inset 0,
    // margin auto): the top layer then drew it at the viewport's top-left corner, over the site's logo (issue #26).
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    height: 'fit-content',
    maxHeight: 'calc(100dvh - 32px)',
    overflow: 'auto',
    '&::backdrop': { background: 'rgb(0 0 0 / 40%)' },
    // baseStyles' display: block outweighs the browser's rule for a closed <dialog>: it stood as an empty box.
    '&:not([open])': { display: 'none' },
  }),
  dialogForm: css({ display: 'grid', gap: token('space-md') }),
  dialogTitle: css({ margin: 0, fontSize: token('font-size-lg'), fontWeight: token('font-weight-bold') }),
  fieldset: css({ margin: 0, padding: token('space-sm'), border: `1px solid ${token('color-border')}`, borderRadius: token('radius') }),
  pickList: css({ display: 'grid', gap: token('space-xs'), margin: 0, padding: 0, listStyle: 'none', maxHeight: '256px', overflow: 'auto' }),
  pick: css({ display: 'flex', alignItems: 'center', gap: token('space-sm') }),
  choices: css({ display: 'flex', flexWrap: 'wrap', gap: token('space-md') }),
  select: controls.field,
  refusal: css({ margin: 0, minHeight: '1.5em', color: token('color-danger') }),
  progressLabel: css({ margin: `0 0 ${token('space-xs')}` }),
  progress: css({ inlineSize: '100%', blockSize: '0.75rem', accentColor: token('color-primary') }),
  dialogActions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: token('space-sm') }),
};
