import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { ModalDialog } from '../../components/modal-dialog';
import type { Notifications } from '../../lib/notifications';

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-sm')};
  margin-top: ${token('space-lg')};
`;

export interface SignedOutConfirmProps {
  notifications: Notifications;
  /** Drops the token and the selection list; both answers do it. */
  endSession: () => void;
  /** Goes to the login page, which returns to `redirect` (the page shown now) once signed in. */
  onRelogin: (redirect: string) => void;
}

/** 'You have been logged out ...': Re-Login goes to the login page, Cancel stays on this one. */
export function SignedOutConfirm({ notifications, endSession, onRelogin }: SignedOutConfirmProps) {
  useSignals();
  const { t } = useTranslation('site');
  const here = useRouterState({ select: (state) => state.location.href });
  const answer = (relogin: boolean) => {
    endSession();
    notifications.closeSignedOutConfirm();
    if (relogin) onRelogin(here);
  };
  return (
    <ModalDialog open={notifications.signedOutConfirm.value} onClose={() => answer(false)}
      title={t('notice.signedOutTitle')} role="alertdialog">
      <p>{t('failure.signedOut')}</p>
      <div css={actions}>
        <button type="button" css={buttonStyles.secondary} onClick={() => answer(false)}>
          {t('notice.cancel')}
        </button>
        <button type="button" css={buttonStyles.primary} onClick={() => answer(true)}>
          {t('notice.relogin')}
        </button>
      </div>
    </ModalDialog>
  );
}
