import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../../src/client';
import { ResultCode } from '../../../../../../src/contracts';
import { createErrorCatalogue, noticeFor, type ErrorTexts } from '../../../../../../host-site/web/features/notifications/error-catalogue';
import { createNotifications } from '../../../../../../host-site/web/lib/notifications';

const texts: ErrorTexts = { error: () => 'Error', network: (cause) => `Network error: ${cause}` };

describe('noticeFor (specification §8)', () => {
  it('shows the server\'s ErrorMsg for a Result not 0', () => {
    expect(noticeFor(new ApiError('result', 'Calculation failed', ResultCode.calculationFailed, 200), texts)).toEqual({
      kind: 'message',
      message: 'Calculation failed',
    });
  });

  it('says Error when the server gave no words', () => {
    expect(noticeFor(new ApiError('result', '', ResultCode.failed, 200), texts)).toEqual({ kind: 'message', message: 'Error' });
    expect(noticeFor(new ApiError('http', '', undefined, 502), texts)).toEqual({ kind: 'message', message: 'Error' });
  });

  // The codes as the specification writes them, not the code's own table.
  it.each([100, 50012, 50014])('asks to sign in again for Result %i', (result) => {
    expect(noticeFor(new ApiError('result', 'Token expired', result, 200), texts)).toEqual({ kind: 'signed-out' });
  });

  it('asks to sign in again for HTTP 401, with or without an envelope', () => {
    expect(noticeFor(new ApiError('http', 'Unauthorized', undefined, 401), texts)).toEqual({ kind: 'signed-out' });
    expect(noticeFor(new ApiError('result', 'Sign in', ResultCode.failed, 401), texts)).toEqual({ kind: 'signed-out' });
  });

  it('shows a network error with its cause', () => {
    expect(noticeFor(new ApiError('network', 'Failed to fetch'), texts)).toEqual({ kind: 'network', message: 'Network error: Failed to fetch' });
    expect(noticeFor(new ApiError('network', ''), texts)).toEqual({ kind: 'network', message: 'Network error: Error' });
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

  it('opens the signed-out confirm instead of a toast', () => {
    const { handle, toasts, notifications, resetToken } = setup();
    handle(new ApiError('result', 'Token invalid', ResultCode.tokenInvalid, 200));
    expect(notifications.signedOutConfirm.value).toBe(true);
    expect(toasts()).toEqual([]);
    // The answer to the confirm ends the session, not the error itself: Cancel keeps the page as it is.
    expect(resetToken).not.toHaveBeenCalled();
  });

  it('toasts a network error and resets the token', () => {
    const { handle, toasts, resetToken } = setup();
    handle(new ApiError('network', 'Request timed out'));
    expect(toasts()).toEqual(['error: Network error: Request timed out']);
    expect(resetToken).toHaveBeenCalledOnce();
  });
});
