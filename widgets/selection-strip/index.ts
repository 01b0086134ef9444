// The strip for React apps (the host site passes its own selection list): component, model, strings.
export { SelectionStrip, type SelectionStripProps } from './selection-strip';
export { createSelectionStripModel, type SelectionStripModel, type SignInAction } from './selection-strip.model';
export { selectionStripNamespace, selectionStripResources } from './selection-strip.resources';
export { ExportDialog, type ExportDialogProps } from './export-dialog';
export {
  chooseExport,
  exportFormats,
  exportLanguageOf,
  exportLanguages,
  type ExportFormat,
  type ExportLanguage,
  type ExportProgress,
  type ExportRequest,
  type ExportScope,
} from './export-choice';
// The strip's bill of materials for a page of its own (the host site's Selected List): lazy, so that importing
// this face adds nothing to a first view; render it inside Suspense, under the page's ApiClientContext.
export { LazyBomPanel as BillOfMaterials } from '../internal/commerce/lazy-bom-panel';
export type { BomPanelProps as BillOfMaterialsProps } from '../internal/commerce/bom-panel';
export type { AddToCartDetail, CartLine } from '../internal/commerce/cart';
