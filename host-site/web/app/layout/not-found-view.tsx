import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';

/** What an address of no page shows, with the way home. */
export function NotFoundView() {
  const { t } = useTranslation('site');
  return (
    <>
      <PageHeading>{t('route.notFound')}</PageHeading>
      <p>{t('notFound.text')}</p>
      {/* Exact: TanStack would take /home/extra for a page under /home and mark this link as the current page. */}
      <Link to={paths.home} activeOptions={{ exact: true }}>
        {t('notFound.home')}
      </Link>
    </>
  );
}
