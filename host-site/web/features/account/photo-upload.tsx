import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type ChangeEvent } from 'react';
import { photoLimitBytes, uploadPhotoPath, type Profile } from '../../../../src/contracts/account';
import { isEnvelope, ResultCode } from '../../../../src/contracts/envelope';
import { useAppState } from '../../lib/app-services';
import { useAccountPage } from './use-account-page';
import { accountStyles } from './account.styles';

// The server checks the bytes themselves; these spare the user an upload that would be refused.
const photoTypes: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const preview = css`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
`;

/**
 * The user's avatar (SPEC §3, limit 2 MB by §5): a multipart upload, so not through the JSON client; it sends the
 * same session headers, and the profile it answers becomes the session's.
 */
export function PhotoUpload() {
  useSignals();
  const { t, api, notifications } = useAccountPage();
  const { session } = useAppState();
  const id = useId();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const photo = session.profile.value?.Photo;

  const upload = async (file: File) => {
    if (!photoTypes.includes(file.type)) return setFailure(t('photo.type'));
    if (file.size > photoLimitBytes) return setFailure(t('photo.size'));
    setFailure(undefined);
    const { token, lang } = session.headers();
    const body = new FormData();
    body.append('file', file);
    const answer: unknown = await fetch(api.base + uploadPhotoPath, {
      method: 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(lang ? { LANG: lang } : {}) },
      body,
    })
      .then((response) => response.json())
      .catch(() => undefined);
    if (isEnvelope(answer) && answer.Result === ResultCode.ok) {
      session.setProfile(answer.Data as Profile);
      notifications.success(t('photo.uploaded'));
    } else {
      setFailure(isEnvelope(answer) && answer.ErrorMsg ? answer.ErrorMsg : t('message.failed'));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void upload(file);
  };

  return (
    <div css={accountStyles.field}>
      <label htmlFor={id}>{t('photo.label')}</label>
      {photo && <img css={preview} src={photo} alt={t('photo.current')} width={64} height={64} />}
      <input id={id} type="file" accept={photoTypes.join(',')} onChange={choose} aria-invalid={failure !== undefined}
        aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ''}`} />
      <p id={`${id}-hint`} css={accountStyles.hint}>
        {t('photo.hint')}
      </p>
      {failure && (
        <p id={`${id}-error`} role="alert" css={accountStyles.error}>
          {failure}
        </p>
      )}
    </div>
  );
}
