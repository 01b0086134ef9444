import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createProject,
  deleteProject,
  duplicateProject,
  getProject,
  projectOverview,
  renameProject,
  shareProject,
  type ProjectData,
  type ProjectOverview,
  type ProjectSummaryData,
} from '../../../../src/contracts/projects';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { controlStyles } from '../../components/control-styles';
import { paths } from '../../config/paths';
import { useApi, useNotifications } from '../../lib/app-services';
import { useCallAnswers, useCallQuery } from '../../lib/call-queries';
import { LoadFileButton } from './load-file-button';
import { ProjectChanges } from './project-changes';
import { ProjectLists } from './project-lists';
import { ProjectNameForm } from './project-name-form';
import { downloadProject } from './project-file-io';
import { projectStyles } from './projects.styles';
import { useListSwitch } from './use-list-switch';

/** The address a share token opens, on this site. */
export function shareLink(token: string): string {
  return `${window.location.origin}${paths.sharedProject}?token=${encodeURIComponent(token)}`;
}

/**
 * A member's projects (issue 27): make, rename, duplicate, delete, download, load from a file, share; opening one
 * makes it current, so that the Selected List and the strip work on its list, and shows it at today's data.
 */
export function MemberProjects() {
  const { t } = useTranslation('projects');
  const api = useApi();
  const notifications = useNotifications();
  // The member's projects, asked each time the page shows them (another device may have changed them); a change
  // answers with the new overview, which becomes the query's answer.
  const overview = useCallQuery(projectOverview, {}, { fresh: true }).data;
  const answers = useCallAnswers();
  const setOverview = (next: ProjectOverview) => answers.set(projectOverview, {}, next);
  const refresh = () => answers.refresh(projectOverview, {});
  const [opened, setOpened] = useState<ProjectData | undefined>(undefined);
  const [renaming, setRenaming] = useState<number | undefined>(undefined);
  const [link, setLink] = useState<string | undefined>(undefined);

  // A refusal is shown by the error catalogue; the page only stays as it was.
  const attempt = (work: () => Promise<unknown>) => void work().catch(() => undefined);
  const switchTo = useListSwitch(setOverview, attempt);

  const open = (project: ProjectSummaryData) =>
    attempt(async () => {
      // The current list is the Selected List from now on: the strip and the list page show it.
      await switchTo({ projectId: project.id }, overview);
      setOpened(await api.call(getProject, { query: { projectId: project.id } }));
    });
  const create = async (name: string, lists: ProjectData['lists'] | Parameters<typeof downloadProject>[0]['lists'] = []) => {
    await api.call(createProject, { body: { name, lists } });
    await refresh();
  };
  const rename = async (projectId: number, name: string) => {
    setOverview(await api.call(renameProject, { body: { projectId, name } }));
    setRenaming(undefined);
  };
  const [deleting, setDeleting] = useState<ProjectSummaryData | undefined>(undefined);
  const remove = (project: ProjectSummaryData) =>
    attempt(async () => {
      setOverview(await api.call(deleteProject, { body: { projectId: project.id } }));
      if (opened?.id === project.id) setOpened(undefined);
    });
  const duplicate = (project: ProjectSummaryData) =>
    attempt(async () => {
      await api.call(duplicateProject, { body: { projectId: project.id, name: t('page.copyOf', { name: project.name }) } });
      await refresh();
    });
  const download = (project: ProjectSummaryData) =>
    attempt(async () => {
      const whole = await api.call(getProject, { query: { projectId: project.id } });
      downloadProject({ name: whole.name, lists: whole.lists.map(({ name, conditions, productList }) => ({ name, conditions, productList })) });
    });
  const share = (project: ProjectSummaryData) =>
    attempt(async () => {
      const made = await api.call(shareProject, { body: { projectId: project.id } });
      setLink(shareLink(made.token));
    });

  return (
    <section data-testid="member-projects">
      <p>{t('page.intro')}</p>
      <ProjectNameForm label={t('page.newProject')} submit={t('page.create')} primary onName={(name) => create(name)}>
        <LoadFileButton onProject={(project) => attempt(() => create(project.name, project.lists))} />
      </ProjectNameForm>
      {link && (
        <p role="status">
          {t('page.shareCreated')} <input css={controlStyles} readOnly value={link} data-testid="share-link" size={60} onFocus={(event) => event.target.select()} />{' '}
          <button type="button" css={buttonStyles.secondary} onClick={() => void navigator.clipboard?.writeText(link).then(() => notifications.success(t('page.copied')))}>
            {t('page.copyLink')}
          </button>
        </p>
      )}
      {overview?.projects.length === 0 && <p>{t('page.emptyProjects')}</p>}
      <ul css={projectStyles.list}>
        {overview?.projects.map((project) => (
          <li key={project.id} css={projectStyles.item} data-testid="project" data-current={project.id === overview.currentProjectId}>
            {renaming === project.id ? (
              <ProjectNameForm inRow name={project.name} submit={t('page.rename')} onName={(name) => rename(project.id, name)} />
            ) : (
              <span css={projectStyles.name}>{project.name}</span>
            )}
            {project.id === overview.currentProjectId && <span css={projectStyles.muted}>{t('page.current')}</span>}
            <span css={projectStyles.muted}>{t('page.lists', { count: project.listCount })}</span>
            <span css={projectStyles.muted}>{t('page.products', { count: project.productCount })}</span>
            <button type="button" css={buttonStyles.primary} onClick={() => open(project)}>{t('page.open')}</button>
            <button type="button" css={buttonStyles.secondary} onClick={() => setRenaming(project.id)}>{t('page.rename')}</button>
            <button type="button" css={buttonStyles.secondary} onClick={() => duplicate(project)}>{t('page.duplicate')}</button>
            <button type="button" css={buttonStyles.secondary} onClick={() => download(project)}>{t('page.download')}</button>
            <button type="button" css={buttonStyles.secondary} onClick={() => share(project)}>{t('page.share')}</button>
            <button type="button" css={buttonStyles.danger} onClick={() => setDeleting(project)}>{t('page.delete')}</button>
          </li>
        ))}
      </ul>
      {opened && (
        <>
          <h2>{opened.name}</h2>
          {overview && (
            <ProjectLists project={opened} overview={overview} attempt={attempt} onOverview={setOverview}
              onProject={(project) => {
                setOpened(project);
                // The projects' list and product counts change with their lists.
                attempt(refresh);
              }} />
          )}
          <ProjectChanges lists={opened.lists} />
        </>
      )}
      <ConfirmDialog question={deleting && t('page.confirmDelete', { name: deleting.name })} confirm={t('page.delete')} cancel={t('page.cancel')}
        onAnswer={(confirmed) => {
          if (confirmed && deleting) remove(deleting);
          setDeleting(undefined);
        }} />
    </section>
  );
}
