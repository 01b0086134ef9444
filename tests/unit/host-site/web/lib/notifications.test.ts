import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifications } from '../../../../../host-site/web/lib/notifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const messages = (notifications: ReturnType<typeof createNotifications>) =>
  notifications.toasts.value.map((toast) => `${toast.tone}: ${toast.message}`);

describe('createNotifications', () => {
  it('shows a toast for 5 seconds', () => {
    const notifications = createNotifications();
    notifications.error('Calculation failed');
    expect(messages(notifications)).toEqual(['error: Calculation failed']);
    vi.advanceTimersByTime(4999);
    expect(messages(notifications)).toEqual(['error: Calculation failed']);
    vi.advanceTimersByTime(1);
    expect(messages(notifications)).toEqual([]);
  });

  it('keeps each toast for its own 5 seconds', () => {
    const notifications = createNotifications();
    notifications.error('first');
    vi.advanceTimersByTime(3000);
    notifications.success('Saved successfully');
    vi.advanceTimersByTime(2000);
    expect(messages(notifications)).toEqual(['success: Saved successfully']);
    vi.advanceTimersByTime(3000);
    expect(messages(notifications)).toEqual([]);
  });

  it('shows the same words once, for 5 seconds from the latest', () => {
    const notifications = createNotifications();
    notifications.error('Network error: Failed to fetch');
    vi.advanceTimersByTime(4000);
    notifications.error('Network error: Failed to fetch');
    expect(messages(notifications)).toHaveLength(1);
    vi.advanceTimersByTime(4000);
    expect(messages(notifications)).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(messages(notifications)).toHaveLength(0);
  });

  // Issue 26: up to three toasts stacked over the selector's form.
  it('shows one toast of each tone: newer words replace the older of their tone, each for its own 5 seconds', () => {
    const notifications = createNotifications();
    notifications.success('Settings carried over');
    notifications.error('Unable to calculate');
    vi.advanceTimersByTime(3000);
    notifications.success('Added to the list');
    expect(messages(notifications)).toEqual(['error: Unable to calculate', 'success: Added to the list']);
    notifications.error('Please sign in firstly');
    expect(messages(notifications)).toEqual(['success: Added to the list', 'error: Please sign in firstly']);
    vi.advanceTimersByTime(4999);
    expect(messages(notifications)).toEqual(['success: Added to the list', 'error: Please sign in firstly']);
    vi.advanceTimersByTime(1);
    expect(messages(notifications)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes a toast away when dismissed, and its timer with it', () => {
    const notifications = createNotifications({ toastDuration: 1000 });
    notifications.error('a');
    const [toast] = notifications.toasts.value;
    notifications.dismiss(toast!.id);
    expect(messages(notifications)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens and closes the signed-out confirm', () => {
    const notifications = createNotifications();
    expect(notifications.signedOutConfirm.value).toBe(false);
    notifications.openSignedOutConfirm();
    expect(notifications.signedOutConfirm.value).toBe(true);
    notifications.closeSignedOutConfirm();
    expect(notifications.signedOutConfirm.value).toBe(false);
  });

  // Issue 37: one Undo toast for whatever takes products from a list.
  it('shows an Undo toast for 10 seconds; a second removal replaces it, with its own undo', () => {
    const notifications = createNotifications();
    const undone: string[] = [];
    notifications.undoable('Deleted successfully', () => undone.push('first'));
    vi.advanceTimersByTime(5000);
    expect(messages(notifications)).toEqual(['success: Deleted successfully']);
    notifications.undoable('Deleted successfully', () => undone.push('second'));
    const [toast] = notifications.toasts.value;
    toast!.undo!();
    expect(undone).toEqual(['second']);
    vi.advanceTimersByTime(9999);
    expect(notifications.toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notifications.toasts.value).toEqual([]);
  });
});
