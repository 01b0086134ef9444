import type { Country } from '../catalogue';
import { localeOf } from './languages';

/**
 * The country's name in the page's language: the catalogue's own Chinese and English names for cn and en, the
 * browser's CLDR region names (by the catalogue's ISO code) for the twelve others, English where the browser has none.
 */
export function countryName(country: Pick<Country, 'Country' | 'CountryEn' | 'Iso'>, language: string): string {
  if (language === 'cn') return country.Country;
  if (language === 'en') return country.CountryEn;
  try {
    // DisplayNames gives the code back unchanged when its data lack the region.
    const name = new Intl.DisplayNames([localeOf(language)], { type: 'region', fallback: 'none' }).of(country.Iso.toUpperCase());
    return name ?? country.CountryEn;
  } catch {
    // An ISO field that is no region code (a maker's import) throws RangeError.
    return country.CountryEn;
  }
}

/** The countries in the order a reader of the language looks them up: alphabetically by the name shown. */
export function byShownName<C extends Pick<Country, 'Country' | 'CountryEn' | 'Iso'>>(countries: readonly C[], language: string): C[] {
  const collator = new Intl.Collator(localeOf(language));
  return countries
    .map((country) => ({ country, name: countryName(country, language) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country }) => country);
}
