import { useMatch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';

/** The page of a route whose content a later issue brings: its route's title. */
export function TitleOnlyPage() {
  const { t } = useTranslation('site');
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  return title ? <PageHeading>{t(`route.${title}`)}</PageHeading> : null;
}
