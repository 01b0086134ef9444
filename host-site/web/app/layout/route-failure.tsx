import { useMatch, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';

/**
 * What a page shows when it could not be shown: mostly its code could not be fetched (offline, or a new release
 * replaced the old chunks), which a reload mends by fetching the new ones.
 */
export function RouteFailure({ error }: ErrorComponentProps) {
  const { t } = useTranslation('site');
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  // The report the specification asks for (§8): a ChunkLoadError names its type (missing, timeout, error) and
  // its request in its message.
  useEffect(() => console.error(error), [error]);
  return (
    <>
      {title && <PageHeading>{t(`route.${title}`)}</PageHeading>}
      <p role="alert">{t('navigation.failed')}</p>
      <button type="button" css={buttonStyles.primary} onClick={() => window.location.reload()}>
        {t('navigation.reload')}
      </button>
    </>
  );
}
