import { useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { SignedOutConfirm, ToastRegion } from '../../features/notifications';
import { useAppState, useNotifications } from '../../lib/app-services';
import { SiteLayout } from './site-layout';

/** The root route's component: the page in its shell, and the notifications over it. */
export function SiteRoot() {
  const { endSession } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  return (
    <>
      <SiteLayout />
      <ToastRegion notifications={notifications} />
      <SignedOutConfirm notifications={notifications} endSession={endSession} onRelogin={() => void navigate({ to: paths.login })} />
    </>
  );
}
