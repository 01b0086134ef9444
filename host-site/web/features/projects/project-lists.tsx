import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createList, deleteList, getProject, renameList, type ProjectData, type ProjectOverview } from '../../../../src/contracts/projects';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { ProjectNameForm } from './project-name-form';
import { projectStyles } from './projects.styles';
import { saveUnsaved } from './switch-list';
import { useListSwitch } from './use-list-switch';

export interface ProjectListsProps {
  project: ProjectData;
  overview: ProjectOverview;
  /** The project as the server answered a change of its lists. */
  onProject: (project: ProjectData) => void;
  onOverview: (overview: ProjectOverview) => void;
  /** Runs a call; a refusal is shown by the error catalogue and leaves the page as it was. */
  attempt: (work: () => Promise<unknown>) => void;
}

/**
 * An opened project's lists (issue 27): make, rename and delete them, and choose the one the Selected List and the
 * strip work on (saveselection and getlist follow the choice on every device of the member).
 */
export function ProjectLists({ project, overview, onProject, onOverview, attempt }: ProjectListsProps) {
  const { t } = useTranslation('projects');
  const api = useApi();
  const { selection } = useAppState();
  const notifications = useNotifications();
  const [renaming, setRenaming] = useState<number | undefined>(undefined);
  const current = overview.currentProjectId === project.id ? overview.currentListId : null;
  const full = project.lists.length >= overview.limits.listsPerProject;

  const switchTo = useListSwitch(onOverview, attempt);
  const workOn = (listId: number) => attempt(() => switchTo({ projectId: project.id, listId }, overview));
  const create = async (name: string) => onProject(await api.call(createList, { body: { projectId: project.id, name } }));
  const rename = async (listId: number, name: string) => {
    onProject(await api.call(renameList, { body: { listId, name } }));
    setRenaming(undefined);
  };
  const [deleting, setDeleting] = useState<ProjectData['lists'][number] | undefined>(undefined);
  // A deleted list comes back whole by the Undo toast (issue 37): the current one's products added since its last
  // Save are saved into it first, and it is current again.
  const remove = (list: ProjectData['lists'][number]) =>
    attempt(async () => {
      const wasCurrent = list.id === current;
      let gone = list;
      if (wasCurrent) {
        await saveUnsaved(api, selection);
        gone = (await api.call(getProject, { query: { projectId: project.id } })).lists.find((one) => one.id === list.id) ?? list;
      }
      onProject(await api.call(deleteList, { body: { listId: list.id } }));
      // Deleting the current list makes the project's first one current: the Selected List follows.
      if (wasCurrent) await switchTo({ projectId: project.id }, undefined, 'gone');
      notifications.undoable(t('page.listDeleted', { name: list.name }), () =>
        attempt(async () => {
          const { name, conditions, productList } = gone;
          const back = await api.call(createList, { body: { projectId: project.id, name, conditions, productList } });
          onProject(back);
          if (wasCurrent) await switchTo({ projectId: project.id, listId: back.lists.at(-1)!.id });
        }),
      );
    });

  return (
    <section aria-labelledby="project-lists-heading" data-testid="project-lists">
      <h3 id="project-lists-heading">{t('page.listsTitle')}</h3>
      <ul css={projectStyles.list}>
        {project.lists.map((list) => (
          <li key={list.id} css={projectStyles.item} data-testid="project-list" data-current={list.id === current}>
            {renaming === list.id ? (
              <ProjectNameForm inRow name={list.name} submit={t('page.rename')} onName={(name) => rename(list.id, name)} />
            ) : (
              <span id={`project-list-${list.id}`} css={projectStyles.name}>{list.name}</span>
            )}
            {list.id === current && <span css={projectStyles.muted}>{t('page.current')}</span>}
            <span css={projectStyles.muted}>{t('page.products', { count: list.productList.length })}</span>
            {list.id !== current && (
              <button type="button" css={buttonStyles.primary} aria-describedby={`project-list-${list.id}`} onClick={() => workOn(list.id)}>
                {t('page.workOn')}
              </button>
            )}
            {renaming !== list.id && (
              <button type="button" css={buttonStyles.secondary} aria-describedby={`project-list-${list.id}`}
                onClick={() => setRenaming(list.id)}>
                {t('page.rename')}
              </button>
            )}
            <button type="button" css={buttonStyles.danger} aria-describedby={`project-list-${list.id}`} onClick={() => setDeleting(list)}>
              {t('page.delete')}
            </button>
          </li>
        ))}
      </ul>
      <ProjectNameForm label={t('page.newList')} submit={t('page.create')} disabled={full} onName={create}>
        {full && <span css={projectStyles.muted}>{t('page.listsFull', { max: overview.limits.listsPerProject })}</span>}
      </ProjectNameForm>
      <ConfirmDialog question={deleting && t('page.confirmDeleteList', { name: deleting.name })} confirm={t('page.delete')} cancel={t('page.cancel')}
        onAnswer={(confirmed) => {
          if (confirmed && deleting) remove(deleting);
          setDeleting(undefined);
        }} />
    </section>
  );
}
