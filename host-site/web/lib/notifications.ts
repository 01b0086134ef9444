import { signal, type ReadonlySignal } from '@preact/signals-react';

export type ToastTone = 'error' | 'success';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** Brings back what the toast says was removed: the toast's Undo button (issue 37). */
  undo?: () => void;
}

/**
 * The messages the site shows over its pages: toasts that go after a while, and the signed-out confirm.
 * The error catalogue feeds it from failed API calls; features add their success messages ('Saved
 * successfully') through `success`.
 */
export interface Notifications {
  toasts: ReadonlySignal<readonly Toast[]>;
  /** The confirm offering Re-Login is open. */
  signedOutConfirm: ReadonlySignal<boolean>;
  error(message: string): void;
  success(message: string): void;
  /**
   * A success toast with an Undo button, for whatever takes products from a list (Remove, Clear, switching lists,
   * deleting a list): `undo` runs on its press, once. It stays twice as long as the others, time to find the button.
   */
  undoable(message: string, undo: () => void): void;
  dismiss(id: number): void;
  openSignedOutConfirm(): void;
  closeSignedOutConfirm(): void;
}

export interface NotificationsOptions {
  /** How long a toast stays, in ms; the specification says 5 seconds. */
  toastDuration?: number;
}

export function createNotifications(options: NotificationsOptions = {}): Notifications {
  const duration = options.toastDuration ?? 5000;
  const toasts = signal<readonly Toast[]>([]);
  const signedOutConfirm = signal(false);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  function dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    toasts.value = toasts.value.filter((toast) => toast.id !== id);
  }

  function show(tone: ToastTone, message: string, undo?: () => void) {
    // One toast of each tone: the newest words replace the older ones of their tone (three stacked toasts covered
    // the selector's form, issue #26), for 5 s from the latest. Several calls failing for one cause (the server went
    // away) keep the one toast, so a screen reader is not told the same words again.
    const older = toasts.value.find((toast) => toast.tone === tone);
    if (older?.message === message && !undo && !older.undo) {
      clearTimeout(timers.get(older.id));
      timers.set(older.id, setTimeout(() => dismiss(older.id), duration));
      return;
    }
    if (older) dismiss(older.id);
    const id = nextId++;
    toasts.value = [...toasts.value, { id, tone, message, ...(undo && { undo }) }];
    timers.set(id, setTimeout(() => dismiss(id), undo ? 2 * duration : duration));
  }

  return {
    toasts,
    signedOutConfirm,
    error: (message) => show('error', message),
    success: (message) => show('success', message),
    undoable: (message, undo) => show('success', message, undo),
    dismiss,
    openSignedOutConfirm: () => void (signedOutConfirm.value = true),
    closeSignedOutConfirm: () => void (signedOutConfirm.value = false),
  };
}
