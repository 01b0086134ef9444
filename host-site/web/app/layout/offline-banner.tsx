import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { useOffline } from '../../lib/app-services';
import { offlineReasonId } from '../../lib/offline';

const styles = {
  band: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-xs')} ${token('space-sm')};
    padding: ${token('space-xs')} ${token('space-lg')};
    background: ${token('color-surface-muted')};
    border-bottom: 1px solid ${token('color-border')};
    color: ${token('color-text')};
    font-size: ${token('font-size-sm')};
  `,
  title: css`
    font-weight: ${token('font-weight-bold')};
  `,
};

/**
 * The frame's offline state (issue 29): what still works and what waits for the connection. A status region that is
 * always in the page and filled when the site goes offline, so that screen readers announce the change; the
 * controls that need the server point at its reason (aria-describedby).
 */
export function OfflineBanner() {
  useSignals();
  const { t } = useTranslation('site');
  const offline = useOffline();
  return (
    // Empty (and without height) while online, but never display: none: a live region must be in the page before its
    // text changes for the change to be announced.
    <div role="status" css={offline ? styles.band : undefined}>
      {offline && (
        <>
          <strong css={styles.title}>{t('offline.title')}</strong>
          <span id={offlineReasonId}>{t('offline.reason')}</span>
        </>
      )}
    </div>
  );
}
