import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createProject, sharedProject, type ProjectData } from '../../../../src/contracts/projects';
import { localStore } from '../../../../src/client/key-value-store';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useCallQuery } from '../../lib/call-queries';
import { useBundles } from '../../lib/use-bundles';
import { keepGuestProject } from './guest-project';
import { ProjectChanges } from './project-changes';
import { projectsResources } from './projects.resources';
import { projectStyles } from './projects.styles';

/** The lists of a project as a new one takes them (without the ids of the project they came from). */
function listsOf(project: ProjectData) {
  return project.lists.map(({ name, conditions, productList }) => ({ name, conditions, productList }));
}

/**
 * A project opened by its share link (issue 27), in any browser, signed in or not: read-only, at today's data; the
 * viewer copies it into his account, or as a guest into this browser.
 */
export function SharedProjectPage({ token }: { token: string }) {
  useSignals();
  useBundles(projectsResources);
  const { t } = useTranslation('projects');
  const api = useApi();
  const { session, selection } = useAppState();
  const notifications = useNotifications();
  const navigate = useNavigate();
  // Asked each time it is opened: its owner may have changed it since.
  const project = useCallQuery(sharedProject, { query: { token } }, { fresh: true }).data;

  const copy = async (shared: ProjectData) => {
    if (session.token.value) {
      await api.call(createProject, { body: { name: shared.name, lists: listsOf(shared) } }).catch(() => undefined);
    } else {
      keepGuestProject(localStore(), selection, { name: shared.name, lists: listsOf(shared) });
    }
    notifications.success(t('page.copied'));
    void navigate({ to: paths.projects });
  };

  return (
    <>
      <PageHeading>{project ? t('page.sharedTitle', { name: project.name }) : t('page.title')}</PageHeading>
      {project && (
        <section data-testid="shared-project">
          <p css={projectStyles.muted}>{t('page.sharedReadOnly')}</p>
          <div css={projectStyles.bar}>
            <button type="button" css={buttonStyles.primary} onClick={() => void copy(project)}>
              {session.token.value ? t('page.copyToMine') : t('page.copyToBrowser')}
            </button>
          </div>
          <ProjectChanges lists={listsOf(project)} />
        </section>
      )}
    </>
  );
}
