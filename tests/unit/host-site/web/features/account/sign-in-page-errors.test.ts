import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../../src/client';
import { createErrorCatalogue } from '../../../../../../host-site/web/features/notifications/error-catalogue';
import { createNotifications } from '../../../../../../host-site/web/lib/notifications';

const texts = { error: () => 'Error', network: () => 'Network error', server: () => 'Server error' };

// Issue 11: on the pages a user signs in from, a lost session does not ask them to sign in again.
describe('the error catalogue on a sign-in page', () => {
  it.each([true, false])('drops the token instead of opening the confirm when onSignInPage() is %s', (onSignInPage) => {
    const notifications = createNotifications();
    const resetToken = vi.fn();
    const onError = createErrorCatalogue({ notifications, texts, resetToken, onSignInPage: () => onSignInPage });
    onError(new ApiError('result', 'Token expired', 50014, 200));
    expect(notifications.signedOutConfirm.value).toBe(!onSignInPage);
    expect(resetToken).toHaveBeenCalledTimes(onSignInPage ? 1 : 0);
    expect(notifications.toasts.value.map((toast) => toast.message)).toEqual(['Token expired']);
  });
});
