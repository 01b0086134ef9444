// The strip for React apps (the host site passes its own selection list): component, model, strings.
export { SelectionStrip, type SelectionStripProps } from './selection-strip';
export { createSelectionStripModel, detailsUrl, type SelectionStripModel, type SignInAction } from './selection-strip.model';
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
