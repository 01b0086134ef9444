import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endOtherSessions, endSession, userSessions, type MemberSession } from '../../../../src/contracts/user';
import { localeOf } from '../../../../src/i18n';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { useApi, useNotifications } from '../../lib/app-services';
import { useCallAnswers, useCallQuery } from '../../lib/call-queries';
import { accountNamespace } from './account.resources';
import { accountStyles } from './account.styles';
import { refusalText, shownInForm, useFormRequest } from './use-form-request';

const styles = {
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${token('space-sm')};
  `,
  item: css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${token('space-xs')} ${token('space-sm')};
    padding-bottom: ${token('space-sm')};
    border-bottom: 1px solid ${token('color-border')};
  `,
  // A User-Agent is long: one line, the rest in its title.
  device: css`
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${token('font-weight-bold')};
  `,
};

/**
 * The member's sessions (issue 24): each sign-in with its device, address, start and last use, the current one
 * marked; any other can be ended here, or all of them at once (a token lost with a phone stops working).
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation(accountNamespace);
  const api = useApi();
  const notifications = useNotifications();
  const request = useFormRequest();
  // Asked each time the page shows them: another device may have signed in or out meanwhile.
  const listed = useCallQuery(userSessions, {}, { call: shownInForm, fresh: true });
  const answers = useCallAnswers();
  const sessions: readonly MemberSession[] | undefined = listed.data?.sessions;
  const setSessions = (next: readonly MemberSession[]) => answers.set(userSessions, {}, { sessions: [...next] });
  // Ending the others asks the password (the server lets a sign-in of the last minutes off): a stolen token alone
  // must not sign the owner out everywhere.
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const { run } = request;
  const failure = request.failure ?? (listed.isError ? refusalText(listed.error, t) : undefined);

  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const end = (id: string) =>
    void run(async () => {
      setSessions((await api.call(endSession, { body: { id } }, shownInForm)).sessions);
      notifications.success(t('sessions.ended'));
    });
  const endOthers = () =>
    void run(async () => {
      await api.call(endOtherSessions, { body: password ? { password } : {} }, shownInForm);
      setPassword('');
      await answers.refresh(userSessions, {});
      notifications.success(t('sessions.ended'));
    });

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <section css={accountStyles.form} aria-labelledby="sessions-title" data-testid="sessions">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <ul css={styles.list} aria-busy={request.busy || listed.isFetching}>
        {sessions?.map((session) => (
          <li key={session.id} css={styles.item} data-current={session.current}>
            <span css={styles.device} title={session.userAgent}>
              {session.userAgent || t('sessions.unknownDevice')}
            </span>
            {session.current ? (
              <span css={accountStyles.hint}>{t('sessions.current')}</span>
            ) : (
              <button type="button" css={buttonStyles.secondary} disabled={request.busy} onClick={() => end(session.id)}
                aria-label={t('sessions.endOne', { device: session.userAgent || t('sessions.unknownDevice') })}>
                {t('sessions.end')}
              </button>
            )}
            <span css={accountStyles.hint}>
              {t('sessions.facts', { address: session.address, created: when.format(new Date(session.createdAt)), lastUsed: when.format(new Date(session.lastUsedAt)) })}
            </span>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" css={accountStyles.alert}>
          {failure}
        </p>
      )}
      {others.length > 0 && (
        <div css={accountStyles.field}>
          <label htmlFor={passwordId}>{t('field.currentPassword')}</label>
          <input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
      )}
      {others.length > 0 && (
        <div css={accountStyles.actions}>
          <button type="button" css={buttonStyles.secondary} disabled={request.busy} onClick={endOthers}>
            {t('sessions.endOthers')}
          </button>
        </div>
      )}
    </section>
  );
}
