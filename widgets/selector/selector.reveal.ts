/**
 * Brings an answer into view (it starts below the form or the results, off screen on a laptop): focus on its heading
 * first without scrolling, so that a keyboard or screen-reader user continues from there and hears it, then one
 * scroll, smooth unless the user asked for reduced motion.
 */
export function revealHeading(heading: HTMLElement | null): void {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const reduced = heading.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
