export { createErrorCatalogue, noticeFor, type ErrorCatalogueOptions, type ErrorNotice, type ErrorTexts } from './error-catalogue';
export { ToastRegion } from './toast-region';
export { SignedOutConfirm, type SignedOutConfirmProps } from './signed-out-confirm';
