import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { baseInfo, webConfig } from '../../../../src/contracts/valve';
import { token } from '../../../../src/theme';
import { useCallQuery } from '../../lib/call-queries';

const styles = {
  demo: css`
    color: ${token('color-text')};
    font-weight: ${token('font-weight-bold')};
  `,
  filings: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-md')};
    margin: 0;
    padding: 0;
    list-style: none;
    a {
      color: inherit;
    }
  `,
};

const filings = { query: { Type: 'Filing' as const } };

/**
 * What the footer says from the catalogue: that the range is demonstration data when the catalogue says so
 * (nobody should take it for a maker's data sheet), and the filing-number links of the web configuration.
 */
export default function FooterNotes() {
  const { t } = useTranslation('site');
  const base = useCallQuery(baseInfo, {});
  const links = useCallQuery(webConfig, filings);
  return (
    <>
      {base.data !== undefined && base.data.demo && (
        <p css={styles.demo} data-testid="demo-notice">
          {t('footer.demo')}
        </p>
      )}
      {links.data !== undefined && links.data.list.length > 0 && (
        <ul css={styles.filings} aria-label={t('footer.filing')}>
          {links.data.list.map((entry) => (
            <li key={entry.KeyName}>
              <a href={entry.Content} target="_blank" rel="noopener noreferrer">
                {entry.Label ?? entry.KeyName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
