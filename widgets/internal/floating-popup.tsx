import { FloatingPortal, autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import type { CSSProperties, ReactNode } from 'react';

/** What the popup's own element takes from FloatingPopup: its ref, its position and the dismiss handlers. */
export interface FloatingProps {
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  /** Spread onto the popup's element before its own handlers. */
  props: Record<string, unknown>;
}

export interface FloatingPopupProps {
  /** The box the popup hangs from. */
  anchor: Element;
  /** Where the popup is rendered: a node inside the widget's shadow root, so the widget's styles reach it. */
  root: HTMLElement;
  open: boolean;
  /** A press outside the box and the popup; absent, such a press leaves the popup as it is. */
  onOutsidePress?: () => void;
  /** The popup's element, given its ref, position and handlers. */
  children: (floating: FloatingProps) => ReactNode;
}

/**
 * Positions a popup under its box, loaded by popup.ts when a popup is first wanted: floating-ui (12.6 KB gzip) is
 * not part of any page's first view, where the popups are all closed.
 */
export function FloatingPopup({ anchor, root, open, onOutsidePress, children }: FloatingPopupProps) {
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => !next && onOutsidePress?.(),
    elements: { reference: anchor },
    placement: 'bottom-start',
    // Fixed, not absolute: a shop's card with overflow: hidden around the widget would clip its popup.
    strategy: 'fixed',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Escape is the widget's own: it also gives the focus back, or clears the input.
  const dismiss = useDismiss(context, { enabled: onOutsidePress !== undefined, escapeKey: false });
  const { getFloatingProps } = useInteractions([dismiss]);
  return (
    <FloatingPortal root={root}>
      {children({ ref: refs.setFloating, style: floatingStyles, props: getFloatingProps() })}
    </FloatingPortal>
  );
}
