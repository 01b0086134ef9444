import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { useNoNetwork } from '../lib/app-services';
import { PageHeading } from './page-heading';

/** What needs the server, by the reason told offline. */
type ConnectionNeed = 'account' | 'projects';

const reasons = { account: 'offline.accountNeedsConnection', projects: 'offline.projectsNeedConnection' } as const;

/**
 * A page that cannot work without the server (issue 37): with no network it says so and why, instead of a form
 * that cannot be sent or a list that cannot come, and asks nothing of the server meanwhile. Its children come back
 * with the network.
 */
export function ConnectionRequired({ need, children }: { need: ConnectionNeed; children: ReactNode }) {
  const { t } = useTranslation('site');
  if (!useNoNetwork()) return children;
  // The account pages are this message alone (their heading with it); the projects page keeps its own heading.
  const title = t('offline.needsConnection');
  return (
    <section aria-label={title}>
      {need === 'account' ? <PageHeading>{title}</PageHeading> : <h2>{title}</h2>}
      <p>{t(reasons[need])}</p>
      <p>
        <Link to={paths.home}>{t('offline.home')}</Link>
      </p>
    </section>
  );
}
