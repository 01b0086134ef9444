import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, localeOf, nativeNameOf, type Language } from '../../../../src/i18n/languages';
import { loadMissingNamespaces } from '../../../../src/i18n/load-language';
import { token } from '../../../../src/theme';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAppState, useNotifications } from '../../lib/app-services';

const styles = {
  field: css`
    display: flex;
    align-items: center;
    gap: ${token('space-xs')};
  `,
  select: css`
    height: ${token('control-height')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
  `,
};

/** The user's choice of language; kept locally, and sent to the server with every call. */
export function LanguageSwitch() {
  useSignals();
  const { t, i18n } = useTranslation('site');
  const { session } = useAppState();
  const notifications = useNotifications();
  const id = useId();
  const choose = (language: Language) => {
    // SPEC §8's 'Switch Success', in the language just chosen: told once that language's strings are in (twelve of
    // the fourteen come on demand), else it would stay English. Asked before the switch, so that this load is the one
    // the switch waits for rather than a second.
    const loaded = loadMissingNamespaces(i18n, language).catch(() => undefined);
    session.setLanguage(language);
    void loaded.then(() => notifications.success(t('language.switched', { lng: language })));
  };
  return (
    <div css={styles.field}>
      {/* Each option names its language in itself, so the word "Language" is left to screen readers: the header's row is short. */}
      <label htmlFor={id} css={visuallyHidden}>
        {t('language.label')}
      </label>
      <select id={id} css={styles.select} value={session.language.value}
        onChange={(event) => choose(event.currentTarget.value as Language)}>
        {/* Each language in itself: someone who reads only German finds "Deutsch" in a Japanese page. */}
        {languages.map((language) => (
          <option key={language} value={language} lang={localeOf(language)}>
            {nativeNameOf(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
