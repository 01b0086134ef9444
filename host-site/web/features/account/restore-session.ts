import type { i18n } from 'i18next';
import type { ApiClient } from '../../../../src/client';
import { validateToken } from '../../../../src/contracts/account';
import { addMissingBundles } from '../../../../src/i18n/add-bundles';
import type { AppState } from '../../../../src/state';
import type { Notifications } from '../../lib/notifications';
import { accountNamespace, accountResources } from './account.resources';

export interface RestoreSessionOptions {
  api: ApiClient;
  state: AppState;
  notifications: Notifications;
  i18n: i18n;
}

/**
 * The check of a stored token at load (SPEC §4): a valid one signs the user in again, with the profile and
 * preferences the server has now; one the server no longer knows is dropped, with 'Verification failed, please
 * Login again.'. A failed call is the error catalogue's to tell.
 */
export async function restoreSession({ api, state, notifications, i18n }: RestoreSessionOptions): Promise<void> {
  const { token } = state.session;
  const checked = token.value;
  if (!checked) return;
  const signedIn = await api.call(validateToken, {}).catch(() => undefined);
  // Signed in or out in another way while the answer travelled: that newer state stands.
  if (signedIn === undefined || token.value !== checked) return;
  if (signedIn) return state.signIn(signedIn);
  token.value = undefined;
  addMissingBundles(i18n, accountResources);
  notifications.error(i18n.t(`${accountNamespace}:message.verificationFailed`));
}
