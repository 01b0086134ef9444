import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { Link, type RouterView } from '../router';

/** The page the router shows, or why there is none. */
export function RouteView({ view }: { view: RouterView }) {
  const { t } = useTranslation('site');
  switch (view.kind) {
    case 'starting':
      return null;
    case 'page': {
      const Page = view.page;
      // The router parsed `search` with this route's own schema, which is the type the page declares.
      return <Page search={view.search as never} />;
    }
    case 'not-found':
      return (
        <>
          <PageHeading>{t('route.notFound')}</PageHeading>
          <p>{t('notFound.text')}</p>
          <Link href={paths.home}>{t('notFound.home')}</Link>
        </>
      );
    case 'failed':
      return (
        <>
          <PageHeading>{t(`route.${view.route.title}`)}</PageHeading>
          <p role="alert">{t('navigation.failed')}</p>
          <button type="button" css={buttonStyles.primary} onClick={() => window.location.reload()}>
            {t('navigation.reload')}
          </button>
        </>
      );
  }
}
