import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../config/paths';
import { ToastRegion } from '../../features/notifications/toast-region';
import { useAppState, useNotifications } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { FrameDialogs } from './frame-dialogs';
import { SiteLayout } from './site-layout';

// The confirm comes when a call first finds the session gone, not with every page. The toasts' live region stays:
// a screen reader only announces changes to a region that was already there.
const SignedOutConfirm = lazy(() =>
  loadChunk(() => import('../../features/notifications/signed-out-confirm')).then((module) => ({ default: module.SignedOutConfirm })),
);

/** The root route's component: the page in its shell, and the notifications over it. */
export function SiteRoot() {
  useSignals();
  const { endSession } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  // Once asked for, the confirm stays mounted: closing it (not unmounting it) is what hands the focus back.
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (notifications.signedOutConfirm.value && !confirmUsed) setConfirmUsed(true);
  return (
    <>
      <FrameDialogs />
      <SiteLayout />
      <ToastRegion notifications={notifications} />
      {confirmUsed && (
        <Suspense fallback={null}>
          <SignedOutConfirm notifications={notifications} endSession={endSession}
            onRelogin={(redirect) => void navigate({ to: paths.login, search: { redirect } })} />
        </Suspense>
      )}
    </>
  );
}
