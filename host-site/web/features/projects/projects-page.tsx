import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { ConnectionRequired } from '../../components/connection-required';
import { PageHeading } from '../../components/page-heading';
import { useAppState } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { GuestProjectView } from './guest-project-view';
import { MemberProjects } from './member-projects';
import { projectsResources } from './projects.resources';

/** "Projects" (issue 27): a member's projects on the server, a guest's one project in this browser. */
export function ProjectsPage() {
  useSignals();
  useBundles(projectsResources);
  const { t } = useTranslation('projects');
  const { session } = useAppState();
  return (
    <>
      <PageHeading>{t('page.title')}</PageHeading>
      {session.token.value ? (
        <ConnectionRequired need="projects">
          <MemberProjects />
        </ConnectionRequired>
      ) : (
        <GuestProjectView />
      )}
    </>
  );
}
