import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseProject,
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
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { LoadFileButton } from './load-file-button';
import { ProjectChanges } from './project-changes';
import { ProjectLists } from './project-lists';
import { downloadProject } from './project-file-io';
import { projectStyles } from './projects.styles';
import { switchList } from './switch-list';

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
  const { selection } = useAppState();
  const notifications = useNotifications();
  const [overview, setOverview] = useState<ProjectOverview | undefined>(undefined);
  const [opened, setOpened] = useState<ProjectData | undefined>(undefined);
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | undefined>(undefined);
  const [link, setLink] = useState<string | undefined>(undefined);

  const refresh = useCallback(async () => setOverview(await api.call(projectOverview, {})), [api]);
  useEffect(() => {
    let live = true;
    api.call(projectOverview, {}).then((answer) => live && setOverview(answer), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  // A refusal is shown by the error catalogue; the page only stays as it was.
  const attempt = (work: () => Promise<unknown>) => void work().catch(() => undefined);

  const open = (project: ProjectSummaryData) =>
    attempt(async () => {
      // The current list is the Selected List from now on: the strip and the list page show it.
      setOverview(await switchList(api, selection, () => api.call(chooseProject, { body: { projectId: project.id } })));
      setOpened(await api.call(getProject, { query: { projectId: project.id } }));
    });
  const create = (name: string, lists: ProjectData['lists'] | Parameters<typeof downloadProject>[0]['lists'] = []) =>
    attempt(async () => {
      await api.call(createProject, { body: { name, lists } });
      setNewName('');
      await refresh();
    });
  const rename = () =>
    renaming &&
    attempt(async () => {
      setOverview(await api.call(renameProject, { body: { projectId: renaming.id, name: renaming.name } }));
      setRenaming(undefined);
    });
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
      <form
        css={projectStyles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          if (newName.trim() !== '') create(newName.trim());
        }}
      >
        <label>
          {t('page.newProject')}{' '}
          <input css={controlStyles} value={newName} maxLength={overview?.limits.nameLength ?? 80} onChange={(event) => setNewName(event.target.value)} />
        </label>
        <button type="submit" css={buttonStyles.primary}>{t('page.create')}</button>
        <LoadFileButton onProject={(project) => create(project.name, project.lists)} />
      </form>
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
            {renaming?.id === project.id ? (
              <form css={projectStyles.name} onSubmit={(event) => (event.preventDefault(), rename())}>
                <input css={controlStyles} aria-label={t('page.name')} value={renaming.name} onChange={(event) => setRenaming({ id: project.id, name: event.target.value })} />
                <button type="submit" css={buttonStyles.secondary}>{t('page.rename')}</button>
              </form>
            ) : (
              <span css={projectStyles.name}>{project.name}</span>
            )}
            {project.id === overview.currentProjectId && <span css={projectStyles.muted}>{t('page.current')}</span>}
            <span css={projectStyles.muted}>{t('page.lists', { count: project.listCount })}</span>
            <span css={projectStyles.muted}>{t('page.products', { count: project.productCount })}</span>
            <button type="button" css={buttonStyles.primary} onClick={() => open(project)}>{t('page.open')}</button>
            <button type="button" css={buttonStyles.secondary} onClick={() => setRenaming({ id: project.id, name: project.name })}>{t('page.rename')}</button>
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
