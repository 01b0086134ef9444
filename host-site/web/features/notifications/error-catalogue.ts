import type { ApiError } from '../../../../src/client';
import type { Notifications } from '../../lib/notifications';

/** What the user is shown for a failed call (specification §8). */
export type ErrorNotice =
  /** The session is gone: the confirm with Re-Login / Cancel. */
  | { kind: 'signed-out' }
  /** No answer came: the cause as a toast; the token may be stale, so it is dropped. */
  | { kind: 'network'; message: string }
  /** The server refused: its ErrorMsg (or 'Error') as a toast. */
  | { kind: 'message'; message: string };

export interface ErrorTexts {
  /** 'Error', for a refusal without words. */
  error: () => string;
  /** 'Network error: <cause>'. */
  network: (cause: string) => string;
}

/** The catalogue's decision for one failure; Result 100, 50012, 50014 and HTTP 401 come before any message. */
export function noticeFor(error: ApiError, texts: ErrorTexts): ErrorNotice {
  if (error.signedOut) return { kind: 'signed-out' };
  if (error.kind === 'network') return { kind: 'network', message: texts.network(error.message || texts.error()) };
  return { kind: 'message', message: error.message || texts.error() };
}

export interface ErrorCatalogueOptions {
  notifications: Notifications;
  texts: ErrorTexts;
  /** Forgets the token (kept apart from ending the session: a network error keeps the selection list). */
  resetToken: () => void;
}

/** The ApiClient's onError: every failed call of the site passes here and nowhere else. */
export function createErrorCatalogue({ notifications, texts, resetToken }: ErrorCatalogueOptions) {
  return (error: ApiError): void => {
    const notice = noticeFor(error, texts);
    switch (notice.kind) {
      case 'signed-out':
        notifications.openSignedOutConfirm();
        return;
      case 'network':
        resetToken();
        notifications.error(notice.message);
        return;
      case 'message':
        notifications.error(notice.message);
    }
  };
}
