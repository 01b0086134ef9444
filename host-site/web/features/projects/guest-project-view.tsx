import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { localStore } from '../../../../src/client/key-value-store';
import { buttonStyles } from '../../components/button-styles';
import { useAppState, useNotifications } from '../../lib/app-services';
import { guestProject, keepGuestProject } from './guest-project';
import { LoadFileButton } from './load-file-button';
import { ProjectChanges } from './project-changes';
import { downloadProject } from './project-file-io';
import { projectStyles } from './projects.styles';

/** A guest's one project, kept in this browser: its current list is the Selected List the strip works on. */
export function GuestProjectView() {
  useSignals();
  const { t } = useTranslation('projects');
  const { selection } = useAppState();
  const notifications = useNotifications();
  // Read through the signal, so that the view follows the strip.
  const items = selection.entries.value;
  const store = localStore();
  const project = guestProject(store, items, { project: t('defaultProject'), list: t('defaultList') });
  return (
    <section data-testid="guest-project">
      <p css={projectStyles.muted}>{t('page.guestIntro')}</p>
      <h2>{project.name}</h2>
      <div css={projectStyles.bar}>
        <button type="button" css={buttonStyles.secondary} onClick={() => downloadProject(project)}>
          {t('page.download')}
        </button>
        <LoadFileButton
          onProject={(loaded) => {
            keepGuestProject(store, selection, loaded);
            notifications.success(t('page.loaded'));
          }}
        />
      </div>
      <ProjectChanges lists={project.lists} />
    </section>
  );
}
