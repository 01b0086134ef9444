import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../src/catalogue';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { plainFieldset } from '../../components/fieldset-styles';
import { ModalDialog } from '../../components/modal-dialog';
import { byShownName, countryName } from '../../../../src/i18n/country-name';
import { defaultLanguage } from '../../../../src/i18n/languages';
import { Flag } from './flags';

const styles = {
  list: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
    gap: ${token('space-xs')} ${token('space-md')};
    label {
      display: flex;
      align-items: center;
      gap: ${token('space-sm')};
      padding: ${token('space-xs')};
      border-radius: ${token('radius')};
      cursor: pointer;
    }
    label:has(input:checked) {
      background: ${token('color-surface-muted')};
    }
  `,
  actions: css`
    display: flex;
    justify-content: flex-end;
    gap: ${token('space-sm')};
    margin-top: ${token('space-lg')};
  `,
};

export interface CountryDialogProps {
  open: boolean;
  countries: readonly Country[];
  current: Country | undefined;
  /** Nothing chosen yet: neither Escape nor a Cancel ends the dialog (SPEC §2), only a country does. */
  required: boolean;
  onChoose: (country: Country) => void;
  onClose: () => void;
}

/**
 * The country and language dialog: the country decides language, units and shop link. Asked of a visitor nothing
 * placed, in the default Chinese, it says everything in English too (SPEC §1: bilingual by default, Chinese first).
 */
export function CountryDialog({ open, countries, current, required, onChoose, onClose }: CountryDialogProps) {
  const { t, i18n } = useTranslation('frame');
  const [picked, setPicked] = useState<number | undefined>(current?.Id);
  const chosen = countries.find((country) => country.Id === (picked ?? current?.Id));
  const english = required && i18n.language === defaultLanguage ? i18n.getFixedT('en', 'frame') : undefined;
  const title = english ? `${t('country.title')} · ${english('country.title')}` : t('country.title');
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t('country.cancel')} dismissible={!required}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onChoose(chosen);
        }}
      >
        <p>{t('country.intro')}</p>
        {english && <p lang="en">{english('country.intro')}</p>}
        <fieldset css={plainFieldset}>
          <legend>{t('country.list')}</legend>
          <div css={styles.list}>
            {byShownName(countries, i18n.language).map((country) => (
              <label key={country.Id}>
                <input type="radio" name="country" value={country.Id} checked={chosen?.Id === country.Id}
                  onChange={() => setPicked(country.Id)} />
                <Flag iso={country.Iso} />
                <span>{countryName(country, i18n.language)}</span>
                {english && <span lang="en">{country.CountryEn}</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <div css={styles.actions}>
          {!required && (
            <button type="button" css={buttonStyles.secondary} onClick={onClose}>
              {t('country.cancel')}
            </button>
          )}
          <button type="submit" css={buttonStyles.primary} disabled={!chosen}>
            {t('country.confirm')}
            {english && <span lang="en"> · {english('country.confirm')}</span>}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
