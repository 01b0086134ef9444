// The elements in React's JSX, apart from the tag and event maps (elements.ts) so that a page without React's
// types compiles the package's declarations (issue 28): only React users import this entry
// (`import '@valve-selector/widgets/react'`), and only it needs @types/react.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WidgetElements, WidgetTag } from './elements';

/**
 * The elements in React's JSX. React 19 sets a custom element's properties, so a React page passes typed values
 * (`unitSystem={1}`, `data={curves}`).
 */
type WidgetIntrinsicElements = {
  [T in WidgetTag]: DetailedHTMLProps<HTMLAttributes<WidgetElements[T]>, WidgetElements[T]> & Partial<Omit<WidgetElements[T], keyof HTMLElement>>;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends WidgetIntrinsicElements {}
  }
}
