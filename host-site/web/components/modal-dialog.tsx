import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { token } from '../../../src/theme';
import { buttonStyles } from './button-styles';

export interface ModalDialogProps {
  open: boolean;
  /** Called when the user closes the dialog (Escape, the close button); the owner then sets `open` false. */
  onClose: () => void;
  title: string;
  /** `alertdialog` for a question the user must answer; it has no close button, its own buttons answer. */
  role?: 'dialog' | 'alertdialog';
  /** Label of the close button of a `dialog`. */
  closeLabel?: string;
  /** false: neither Escape nor a close button ends it (a question the site cannot go on without); default true. */
  dismissible?: boolean;
  children: ReactNode;
}

const styles = {
  dialog: css`
    max-width: min(640px, calc(100vw - 32px));
    padding: ${token('space-lg')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font-family: ${token('font-family')};
    font-size: ${token('font-size-md')};
    &::backdrop {
      background: rgb(0 0 0 / 40%);
    }
  `,
  top: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-md')};
    margin-bottom: ${token('space-md')};
  `,
  title: css`
    margin: 0;
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-bold')};
  `,
};

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * The controls Tab stops at, in order: a roving-tabindex widget (a grid, a star group) keeps all but one of its
 * buttons at tabindex -1, and a hidden control is skipped by the browser too.
 */
const tabStops = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: showModal() makes the
 * page inert but still lets Tab leave the document for the browser's own controls.
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = tabStops(event.currentTarget);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native `<dialog>`: showModal() makes the rest of the page inert, Tab cycles inside,
 * Escape closes it, and focus goes back to where it was when the dialog opened.
 */
export function ModalDialog({ open, onClose, title, role = 'dialog', closeLabel, dismissible = true, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // 'close' follows Escape as well as close(): one place to hand focus back and tell the owner.
  const handleClose = () => {
    // A close request that bypasses the refused 'cancel' (Chromium lets one through without a user activation in
    // between, e.g. a system back gesture): it opens again at once.
    if (open && !dismissible) return void dialog.current?.showModal();
    if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    returnFocus.current = null;
    if (open) onClose();
  };

  return (
    <dialog ref={dialog} role={role} aria-modal="true" aria-labelledby={titleId} css={styles.dialog} onClose={handleClose}
      onCancel={dismissible ? undefined : (event) => event.preventDefault()} onKeyDown={(event) => {
        // Refusing the keydown, not only the 'cancel' that follows it, keeps a second Escape in a row from closing
        // the dialog for a moment (Chromium's close watcher lets every other one through).
        if (!dismissible && event.key === 'Escape') event.preventDefault();
        trapTab(event);
      }}>
      {open && (
        <>
          <div css={styles.top}>
            <h2 id={titleId} css={styles.title}>
              {title}
            </h2>
            {role === 'dialog' && dismissible && (
              <button type="button" css={buttonStyles.quiet} aria-label={closeLabel} onClick={onClose}>
                ×
              </button>
            )}
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
