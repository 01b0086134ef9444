import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';

const footer = css`
  padding: ${token('space-lg')};
  border-top: 1px solid ${token('color-border')};
  background: ${token('color-surface-muted')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export function Footer() {
  const { t } = useTranslation('site');
  return (
    <footer css={footer}>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
