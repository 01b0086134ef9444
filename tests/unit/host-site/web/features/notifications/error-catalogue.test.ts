import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../../src/client';
import { ResultCode } from '../../../../../../src/contracts';
import { createErrorCatalogue, noticeFor, type ErrorTexts } from '../../../../../../host-site/web/features/notifications/error-catalogue';
import { createNotifications } from '../../../../../../host-site/web/lib/notifications';

const texts: ErrorTexts = {
  error: () => 'Error',
  network: () => 'Network error: the server could not be reached.',
  server: () => 'Server error, please try again later',
};

describe('noticeFor (specification §8)', () => {
  it('shows the server\'s ErrorMsg for a Result not 0', () => {
    expect(noticeFor(new ApiError('result', 'Calculation failed', ResultCode.calculationFailed, 200), texts)).toEqual({
      message: 'Calculation failed',
      signedOut: false,
      resetToken: false,
    });
  });

  it('says Error when the server gave no words, and never the browser\'s status text', () => {
    expect(noticeFor(new ApiError('result', '', ResultCode.failed, 200), texts).message).toBe('Error');
    expect(noticeFor(new ApiError('http', 'Not Found', undefined, 404), texts).message).toBe('Error');
    expect(noticeFor(new ApiError('http', 'Unexpected answer from /valve/baseinfo', undefined, 200), texts).message).toBe('Error');
    expect(noticeFor(new ApiError('http', 'Bad Gateway', undefined, 502), texts).message).toBe('Server error, please try again later');
  });

  // The codes as the specification writes them, not the code's own table.
  it.each([100, 50012, 50014])('shows the ErrorMsg and asks to sign in again for Result %i', (result) => {
    expect(noticeFor(new ApiError('result', 'Token expired', result, 200), texts)).toEqual({
      message: 'Token expired',
      signedOut: true,
      resetToken: false,
    });
  });

  it('asks to sign in again for HTTP 401: with the envelope\'s words, or the confirm alone', () => {
    expect(noticeFor(new ApiError('http', 'Unauthorized', undefined, 401), texts)).toEqual({ signedOut: true, resetToken: false });
    expect(noticeFor(new ApiError('result', 'Sign in', ResultCode.failed, 401), texts)).toEqual({
      message: 'Sign in',
      signedOut: true,
      resetToken: false,
    });
  });

  it('shows a network failure in plain words, not the browser\'s, and drops the token', () => {
    for (const cause of ['Failed to fetch', 'Request timed out', '']) {
      expect(noticeFor(new ApiError('network', cause), texts)).toEqual({
        message: 'Network error: the server could not be reached.',
        signedOut: false,
        resetToken: true,
      });
    }
  });
});

describe('createErrorCatalogue', () => {
  function setup() {
    const notifications = createNotifications();
    const resetToken = vi.fn();
    const handle = createErrorCatalogue({ notifications, texts, resetToken });
    const toasts = () => notifications.toasts.value.map((toast) => `${toast.tone}: ${toast.message}`);
    return { notifications, resetToken, handle, toasts };
  }

  it('toasts a refusal and leaves the session alone', () => {
    const { handle, toasts, resetToken, notifications } = setup();
    handle(new ApiError('result', 'Unable to calculate', ResultCode.unableToCalculate, 200));
    expect(toasts()).toEqual(['error: Unable to calculate']);
    expect(resetToken).not.toHaveBeenCalled();
    expect(notifications.signedOutConfirm.value).toBe(false);
  });

  it('toasts the ErrorMsg of a signed-out Result and opens the confirm', () => {
    const { handle, toasts, notifications, resetToken } = setup();
    handle(new ApiError('result', 'Token invalid', ResultCode.tokenInvalid, 200));
    expect(notifications.signedOutConfirm.value).toBe(true);
    expect(toasts()).toEqual(['error: Token invalid']);
    // The answer to the confirm ends the session, not the error itself: Cancel keeps the page as it is.
    expect(resetToken).not.toHaveBeenCalled();
  });

  // Issue 26: one error toast at a time; a lost session's refusal does not replace the error that told it first.
  it('keeps an error already shown when a signed-out refusal comes, and opens the confirm', () => {
    const { handle, toasts, notifications } = setup();
    notifications.error('Verification failed, please Login again.');
    handle(new ApiError('result', 'Please sign in firstly', ResultCode.signedOut, 200));
    expect(notifications.signedOutConfirm.value).toBe(true);
    expect(toasts()).toEqual(['error: Verification failed, please Login again.']);
    handle(new ApiError('result', 'Unable to calculate', ResultCode.unableToCalculate, 200));
    expect(toasts()).toEqual(['error: Unable to calculate']);
  });

  it('opens the confirm alone for an HTTP 401 without an envelope', () => {
    const { handle, toasts, notifications } = setup();
    handle(new ApiError('http', 'Unauthorized', undefined, 401));
    expect(notifications.signedOutConfirm.value).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('toasts a network error in plain words and resets the token', () => {
    const { handle, toasts, resetToken } = setup();
    handle(new ApiError('network', 'Request timed out'));
    expect(toasts()).toEqual(['error: Network error: the server could not be reached.']);
    expect(resetToken).toHaveBeenCalledOnce();
  });

  // Issue 29: with no network at all the offline banner says it once; the session was not refused, so it is kept.
  it('tells nothing of a network error while the browser is offline and keeps the token; refusals are still told', () => {
    const notifications = createNotifications();
    const resetToken = vi.fn();
    const handle = createErrorCatalogue({ notifications, texts, resetToken, offline: () => true });
    handle(new ApiError('network', 'Failed to fetch'));
    expect(notifications.toasts.value).toEqual([]);
    expect(resetToken).not.toHaveBeenCalled();
    handle(new ApiError('result', 'Unable to calculate', ResultCode.unableToCalculate, 200));
    expect(notifications.toasts.value.map((toast) => toast.message)).toEqual(['Unable to calculate']);
  });
});
