import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { useRouterState } from '../router';

/** The page of a route whose content a later issue brings: its title, and nothing pretending to be more. */
export default function TitleOnlyPage() {
  const { view } = useRouterState();
  const { t } = useTranslation('site');
  return view.kind === 'page' ? <PageHeading>{t(`route.${view.route.title}`)}</PageHeading> : null;
}
