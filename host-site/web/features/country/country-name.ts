import type { Country } from '../../../../src/catalogue';

/** The catalogue names a country in Chinese and in English: Chinese for a Chinese page, English for the others. */
export function countryName(country: Pick<Country, 'Country' | 'CountryEn'>, language: string): string {
  return language === 'cn' ? country.Country : country.CountryEn;
}
