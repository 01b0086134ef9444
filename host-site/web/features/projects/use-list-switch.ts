import { useTranslation } from 'react-i18next';
import { chooseProject, type ProjectOverview } from '../../../../src/contracts/projects';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { switchList } from './switch-list';

/** The list a member works on: a project and one of its lists (absent: its first). */
interface ListChoice {
  projectId: number;
  listId?: number;
}

const choiceOf = (overview: ProjectOverview): ListChoice | undefined =>
  overview.currentProjectId === null ? undefined : { projectId: overview.currentProjectId, ...(overview.currentListId !== null && { listId: overview.currentListId }) };

/**
 * Makes another list the Selected List (`switchList`: the list left keeps what it held, unless it is `gone`) and
 * hands the new overview to `onOverview`. Leaving a list `from` the overview before gets the site's Undo toast, which makes that list the
 * Selected List again (issue 37: nothing leaves the Selected List without an Undo). `attempt` runs the Undo's calls.
 */
export function useListSwitch(onOverview: (overview: ProjectOverview) => void, attempt: (work: () => Promise<unknown>) => void) {
  const api = useApi();
  const { selection } = useAppState();
  const notifications = useNotifications();
  const { t } = useTranslation('projects');
  const switchTo = async (target: ListChoice, from?: ProjectOverview, left: 'kept' | 'gone' = 'kept'): Promise<ProjectOverview> => {
    const overview = await switchList(api, selection, () => api.call(chooseProject, { body: target }), left);
    onOverview(overview);
    const back = from && choiceOf(from);
    const now = choiceOf(overview);
    if (back && (back.projectId !== now?.projectId || back.listId !== now.listId)) {
      notifications.undoable(t('page.switched'), () => attempt(() => switchTo(back)));
    }
    return overview;
  };
  return switchTo;
}
