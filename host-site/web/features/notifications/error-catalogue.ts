import type { ApiError } from '../../../../src/client';
import type { Notifications } from '../../lib/notifications';

/** What the user is shown for a failed call (specification §8). */
export interface ErrorNotice {
  /** The toast, shown for 5 s; none for an HTTP 401 without an envelope, which the confirm alone answers. */
  message?: string;
  /** The session is gone (Result 100, 50012, 50014, HTTP 401): the confirm with Re-Login / Cancel. */
  signedOut: boolean;
  /** No answer came: the token may be stale, so it is dropped. */
  resetToken: boolean;
}

/** The catalogue's own words, in the user's language: a failure never shows a stack, a code or the browser's text. */
export interface ErrorTexts {
  /** 'Error', for a refusal without words. */
  error: () => string;
  /** No answer came (offline, time-out, the server gone). */
  network: () => string;
  /** An answer without the envelope and a 5xx status (a proxy's error page). */
  server: () => string;
}

/**
 * The catalogue's decision for one failure. The server's ErrorMsg is its words to the user, in the request's
 * language; the rest (ky's 'Failed to fetch', 'Request timed out', a status text) is the browser's, so the user
 * gets the catalogue's texts instead.
 */
export function noticeFor(error: ApiError, texts: ErrorTexts): ErrorNotice {
  const signedOut = error.signedOut;
  switch (error.kind) {
    case 'network':
      return { message: texts.network(), signedOut, resetToken: true };
    case 'result':
      return { message: error.message || texts.error(), signedOut, resetToken: false };
    case 'http':
      if (signedOut) return { signedOut, resetToken: false };
      return { message: error.status !== undefined && error.status >= 500 ? texts.server() : texts.error(), signedOut, resetToken: false };
  }
}

export interface ErrorCatalogueOptions {
  notifications: Notifications;
  texts: ErrorTexts;
  /** Forgets the token (kept apart from ending the session: a network error keeps the selection list). */
  resetToken: () => void;
  /**
   * Whether the page shown is one to sign in from (login, register, reset): there the confirm offering to log in
   * again makes no sense, and a lost session only drops the token.
   */
  onSignInPage?: () => boolean;
  /**
   * Whether the browser has no network (issue 29): then a call that got no answer is what the offline banner already
   * says, so it is not told again, and the token is not dropped for it (the server did not refuse it).
   */
  offline?: () => boolean;
}

/** The ApiClient's onError: every failed call of the site passes here and nowhere else. */
export function createErrorCatalogue({ notifications, texts, resetToken, onSignInPage, offline }: ErrorCatalogueOptions) {
  return (error: ApiError): void => {
    if (error.kind === 'network' && offline?.()) return;
    const notice = noticeFor(error, texts);
    if (notice.resetToken) resetToken();
    // One error toast shows at a time, the newest replacing the older: a lost session's refusal ('Please sign in
    // firstly', with the confirm that says it too) does not replace an error already told (the stale token found at
    // load: 'Verification failed').
    const told = notice.signedOut && notifications.toasts.value.some((toast) => toast.tone === 'error');
    if (notice.message && !told) notifications.error(notice.message);
    // The answers to the confirm end the session, not the error itself: Cancel keeps the page as it is.
    if (notice.signedOut && onSignInPage?.()) resetToken();
    else if (notice.signedOut) notifications.openSignedOutConfirm();
  };
}
