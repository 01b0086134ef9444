import type { SerializedStyles } from '@emotion/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { chooserStyles as styles } from './chooser.styles';
import { prefetchPopup, useOutsidePress, usePopupPosition, usePopupReady } from './popup';

/** What a chooser's model does for the box and its panel; the choosing itself is the widget's. */
export interface ChooserModel<C> {
  readonly isOpen: ReadonlySignal<boolean>;
  open(): void;
  /** Closes the panel, the draft dropped. */
  cancel(): void;
  /** Puts the default in effect and in the draft, and returns it; the panel stays open, to choose again from there. */
  reset(): C;
  /** Closes the panel with the draft in effect and returns it; undefined when the draft cannot be confirmed. */
  confirm(): C | undefined;
}

/** The words of the box and panel, in the widget's language. */
export interface ChooserTexts {
  label: string;
  /** The panel's name. */
  dialog: string;
  cancel: string;
  reset: string;
  confirm: string;
}

export interface ChooserProps<C> {
  model: ChooserModel<C>;
  texts: ChooserTexts;
  /** What the box shows after its label: the choice in effect. */
  summary: ReactNode;
  /** The panel's width and spacing, from the widget's knobs. */
  panelStyle: SerializedStyles;
  /** Buttons between Reset and Confirm. */
  moreActions?: ReactNode;
  /** The user confirmed or reset. */
  onChange?: ((change: C) => void) | undefined;
  /** What the panel offers to choose from. */
  children: ReactNode;
}

/**
 * A box showing a choice that opens a panel to change it (parts base, trigger, panel, actions): Cancel, Escape, a
 * press outside or Tab out of the panel drop the draft, Reset and Confirm report the change; Reset leaves the panel
 * open (issue 41: the user resets, then picks again). The panel floats below the box, inside the shadow root; the
 * focus returns to the box when a button or Escape closes it.
 */
export function Chooser<C>({ model, texts, summary, panelStyle, moreActions, onChange, children }: ChooserProps<C>) {
  useSignals();
  const id = useId();
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const open = model.isOpen.value;
  // The panel's positioning comes with the first opening (prefetched as the pointer or focus reaches the box); the
  // box reads as open once the panel is there to be used.
  const ready = usePopupReady(open, () => model.cancel());
  const shown = open && ready;
  usePopupPosition(trigger, panel);
  // A press outside closes the panel as Cancel does, leaving the focus where the user put it.
  useOutsidePress(shown, [trigger, panel], () => model.cancel());

  // The panel is gone once closed: the focus goes back to the box that opened it.
  const returnFocus = () => trigger?.focus();
  function cancel() {
    model.cancel();
    returnFocus();
  }
  function finish(change: C | undefined) {
    if (change === undefined) return;
    returnFocus();
    onChange?.(change);
  }
  // The focus stays on Reset, in the panel still open.
  const reset = () => onChange?.(model.reset());
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  }
  // Tab out of the panel drops the draft as Cancel does (a panel no focus is in would hide the page's next field).
  // Focus going nowhere (another window) keeps it, and so does the box, whose click toggles the panel itself.
  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || next === trigger || event.currentTarget.contains(next)) return;
    model.cancel();
  }

  return (
    <div part="base" css={styles.base} data-state={shown ? 'open' : 'closed'}>
      <button ref={setTrigger} type="button" part="trigger" css={styles.trigger} aria-haspopup="dialog"
        aria-expanded={shown} aria-controls={shown ? `${id}p` : undefined} onPointerEnter={prefetchPopup} onFocus={prefetchPopup}
        onClick={() => (open ? model.cancel() : model.open())}>
        <span css={styles.label}>{texts.label}</span>
        {summary}
      </button>
      {shown && (
        // Focusable itself (tabIndex -1, out of the Tab order): a press on an option's name, which is not, focuses the
        // panel rather than the nearest focusable ancestor of the page (a site's <main tabindex="-1">), which read as
        // focus leaving the panel and dropped the choice unmade (issue 41).
        <div ref={setPanel} id={`${id}p`} role="dialog" aria-label={texts.dialog} part="panel" tabIndex={-1} css={[styles.panel, panelStyle]}
          onKeyDown={onKeyDown} onBlur={onBlur}>
          {children}
          <div part="actions" css={styles.actions}>
            <button type="button" css={styles.button} onClick={cancel}>{texts.cancel}</button>
            <button type="button" css={styles.button} onClick={reset}>{texts.reset}</button>
            {moreActions}
            <button type="button" css={styles.primary} onClick={() => finish(model.confirm())}>{texts.confirm}</button>
          </div>
        </div>
      )}
    </div>
  );
}
