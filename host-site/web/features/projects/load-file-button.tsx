import { useTranslation } from 'react-i18next';
import type { ProjectFileContent } from '../../../../src/contracts/schemas/project-file';
import { buttonStyles } from '../../components/button-styles';
import { useNotifications } from '../../lib/app-services';
import { projectOfFile } from './project-file-io';
import { projectStyles } from './projects.styles';

/** "Load file": a project file chosen, checked whole, then handed on; a bad file is named and changes nothing. */
export function LoadFileButton({ onProject }: { onProject: (project: ProjectFileContent) => void | Promise<void> }) {
  const { t } = useTranslation('projects');
  const notifications = useNotifications();
  return (
    <label css={buttonStyles.secondary}>
      {t('page.load')}
      <input
        type="file"
        accept="application/json,.json"
        css={projectStyles.file}
        data-testid="project-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void projectOfFile(file, t).then(async (read) => {
            if ('message' in read) notifications.error(read.message);
            else await onProject(read.project);
          });
        }}
      />
    </label>
  );
}
