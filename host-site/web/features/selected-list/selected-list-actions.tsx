import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { saveSelection } from '../../../../src/contracts/results';
import { toSavedSelection } from '../../../../src/state/saved-list';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { selectedListNamespace } from './selected-list.resources';

const bar = css`
  display: flex;
  gap: ${token('space-sm')};
  margin-bottom: ${token('space-sm')};
`;

/** Save (members only, SPEC §5) and Clear of the whole list; a removal reaches the server through the saved-work sync. */
export function SelectedListActions() {
  const { t } = useTranslation(selectedListNamespace);
  const { selection, session } = useAppState();
  const api = useApi();
  const notifications = useNotifications();
  const save = () => {
    if (!session.token.value) return notifications.error(t('signInFirst'));
    void api
      .call(saveSelection, { body: toSavedSelection(selection.entries.value) })
      .then(() => notifications.success(t('saved')), () => undefined);
  };
  const clear = () => {
    selection.clear();
    notifications.success(t('deleted'));
  };
  return (
    <div css={bar}>
      <button type="button" css={buttonStyles.primary} onClick={save}>{t('save')}</button>
      <button type="button" css={buttonStyles.secondary} onClick={clear}>{t('clear')}</button>
    </div>
  );
}
