import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createList, deleteList, getProject, renameList, type ProjectData, type ProjectOverview } from '../../../../src/contracts/projects';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { controlStyles } from '../../components/control-styles';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
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
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | undefined>(undefined);
  const current = overview.currentProjectId === project.id ? overview.currentListId : null;
  const full = project.lists.length >= overview.limits.listsPerProject;

  const switchTo = useListSwitch(onOverview, attempt);
  const workOn = (listId: number) => attempt(() => switchTo({ projectId: project.id, listId }, overview));
  const create = () =>
    attempt(async () => {
      onProject(await api.call(createList, { body: { projectId: project.id, name: newName.trim() } }));
      setNewName('');
    });
  const rename = () =>
    renaming &&
    attempt(async () => {
      onProject(await api.call(renameList, { body: { listId: renaming.id, name: renaming.name } }));
      setRenaming(undefined);
    });
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
            {renaming?.id === list.id ? (
              <form css={projectStyles.name} onSubmit={(event) => (event.preventDefault(), rename())}>
                <input css={controlStyles} aria-label={t('page.name')} value={renaming.name} maxLength={overview.limits.nameLength}
                  onChange={(event) => setRenaming({ id: list.id, name: event.target.value })} />
                <button type="submit" css={buttonStyles.secondary}>{t('page.rename')}</button>
              </form>
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
            {renaming?.id !== list.id && (
              <button type="button" css={buttonStyles.secondary} aria-describedby={`project-list-${list.id}`}
                onClick={() => setRenaming({ id: list.id, name: list.name })}>
                {t('page.rename')}
              </button>
            )}
            <button type="button" css={buttonStyles.danger} aria-describedby={`project-list-${list.id}`} onClick={() => setDeleting(list)}>
              {t('page.delete')}
            </button>
          </li>
        ))}
      </ul>
      <form css={projectStyles.bar} onSubmit={(event) => (event.preventDefault(), newName.trim() !== '' && create())}>
        <label>
          {t('page.newList')}{' '}
          <input css={controlStyles} value={newName} maxLength={overview.limits.nameLength} disabled={full} onChange={(event) => setNewName(event.target.value)} />
        </label>
        <button type="submit" css={buttonStyles.secondary} disabled={full}>{t('page.create')}</button>
        {full && <span css={projectStyles.muted}>{t('page.listsFull', { max: overview.limits.listsPerProject })}</span>}
      </form>
      <ConfirmDialog question={deleting && t('page.confirmDeleteList', { name: deleting.name })} confirm={t('page.delete')} cancel={t('page.cancel')}
        onAnswer={(confirmed) => {
          if (confirmed && deleting) remove(deleting);
          setDeleting(undefined);
        }} />
    </section>
  );
}
