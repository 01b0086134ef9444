import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../src/catalogue';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { countryName } from '../../../../src/i18n/country-name';
import { Flag } from './flags';

const chooser = css`
  ${buttonStyles.quiet};
  display: inline-flex;
  align-items: center;
  gap: ${token('space-xs')};
  padding: 0 ${token('space-xs')};
`;

/** The header's country and language chooser (SPEC §2): the country's flag and name; it opens the dialog. */
export function CountryChooser({ country, onOpen }: { country: Country | undefined; onOpen: () => void }) {
  const { t, i18n } = useTranslation('frame');
  if (!country) return null;
  const name = countryName(country, i18n.language);
  return (
    <button type="button" css={chooser} aria-haspopup="dialog" aria-label={t('country.chooser', { name })} onClick={onOpen} data-testid="country-chooser">
      <Flag iso={country.Iso} />
      <span aria-hidden="true">{name}</span>
    </button>
  );
}
