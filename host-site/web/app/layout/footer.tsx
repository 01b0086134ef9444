import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { loadChunk } from '../../lib/chunk-load';

const footer = css`
  display: grid;
  gap: ${token('space-xs')};
  padding: ${token('space-lg')};
  border-top: 1px solid ${token('color-border')};
  background: ${token('color-surface-muted')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  p {
    margin: 0;
  }
`;

// The catalogue calls and their schemas come after the page: they would weigh on every first load.
const FooterNotes = lazy(() => loadChunk(() => import('./footer-notes')));

/** The bottom of every page: the demonstration-data notice and filing-number links, and the copyright. */
export function Footer() {
  const { t } = useTranslation('site');
  return (
    <footer css={footer}>
      <Suspense fallback={null}>
        <FooterNotes />
      </Suspense>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
