import { useTranslation } from 'react-i18next';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { accountNamespace, accountResources } from './account.resources';
import { useFormRequest } from './use-form-request';
import { useRedirect } from './use-redirect';

/**
 * What every account page works with: its strings (loaded with the page), the API, the app's state and
 * notifications, its form's request, and the `redirect` of its address.
 */
export function useAccountPage() {
  useBundles(accountResources);
  const { t } = useTranslation(accountNamespace);
  return { t, api: useApi(), state: useAppState(), notifications: useNotifications(), request: useFormRequest(), redirect: useRedirect() };
}
