import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import type { Notifications } from '../../lib/notifications';

const styles = {
  region: css`
    position: fixed;
    inset: auto 0 ${token('space-lg')} 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${token('space-sm')};
    pointer-events: none;
    z-index: 900;
  `,
  toast: css`
    display: flex;
    align-items: center;
    gap: ${token('space-sm')};
    max-width: min(560px, calc(100vw - 32px));
    padding: ${token('space-sm')} ${token('space-md')};
    border-radius: ${token('radius')};
    box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
    font-family: ${token('font-family')};
    font-size: ${token('font-size-md')};
    color: ${token('color-primary-contrast')};
    pointer-events: auto;
    &[data-tone='error'] {
      background: ${token('color-danger')};
    }
    &[data-tone='success'] {
      background: ${token('color-primary')};
    }
  `,
};

/** The toasts, in a live region so that a screen reader says each as it appears. */
export function ToastRegion({ notifications }: { notifications: Notifications }) {
  useSignals();
  const { t } = useTranslation('site');
  return (
    <div css={styles.region} aria-live="polite" aria-label={t('notice.label')} role="region">
      {notifications.toasts.value.map((toast) => (
        <div key={toast.id} css={styles.toast} data-tone={toast.tone} data-testid="toast">
          <span>{toast.message}</span>
          <button type="button" css={buttonStyles.quiet} aria-label={t('notice.dismiss')}
            onClick={() => notifications.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
