import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../src/contracts/call';
import type { baseInfo } from '../../../../src/contracts/valve';
import { byShownName, countryName } from '../../../../src/i18n/country-name';
import { accountNamespace } from './account.resources';
import { describedBy, FieldError } from './account-field';
import { accountStyles } from './account.styles';
import type { FieldBinding } from './use-account-form';

export type CountryList = CallData<typeof baseInfo>['countryList'];

/** The country and region (SPEC §5), from the catalogue's countries, named in the interface's language. */
export function CountryField({ binding, countries }: { binding: FieldBinding; countries: CountryList }) {
  const { t, i18n } = useTranslation(accountNamespace);
  const named = byShownName(countries, i18n.language).map((country) => ({
    id: String(country.Id),
    name: countryName(country, i18n.language),
    region: country.Location,
  }));
  return (
    <div css={accountStyles.field}>
      <label htmlFor={binding.id}>{t('field.country')}</label>
      <select id={binding.id} value={binding.value} onChange={binding.onChange} onBlur={binding.onBlur} {...describedBy(binding)}>
        <option value="">{t('field.chooseCountry')}</option>
        {named.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name} ({country.region})
          </option>
        ))}
      </select>
      <FieldError binding={binding} />
    </div>
  );
}
