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
      <Link to={paths.home}>{t('notFound.home')}</Link>
    </>
  );
}
