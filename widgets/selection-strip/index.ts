// The strip for React apps (the host site passes its own selection list): component, model, strings.
export { SelectionStrip, type SelectionStripProps } from './selection-strip';
export { createSelectionStripModel, detailsUrl, type SelectionStripModel, type SignInAction } from './selection-strip.model';
export { selectionStripNamespace, selectionStripResources } from './selection-strip.resources';
