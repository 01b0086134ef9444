// Which country a request comes from, for the home page's region (shop link, recommendations, unit set):
// the `Country` header when the client knows it, else the country a trusted proxy looked up from the address
// (CF-IPCountry and the like), else the region of the browser's preferred language (Accept-Language de-DE is
// Germany, zh-CN China), else China, the maker's home market, but then nothing was detected and the client asks.
import type { Country } from '../../../../src/catalogue';

export interface CountryHints {
  /** The `Country` header: an ISO code (DE), an Id (2), or a name in English or Chinese (Germany, 德国). */
  country?: string | undefined;
  /** The ISO code a trusted proxy put in its geolocation header (COUNTRY_HEADER). */
  proxy?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** What the country was found by; `none`: no hint named a catalogue country, and the default stands in. */
export type CountrySource = 'header' | 'proxy' | 'language' | 'none';

export interface DetectedCountry {
  country: Country;
  source: CountrySource;
}

const defaultIso = 'CN';

/** The detected country; `countries` must not be empty (the catalogue check requires countries). */
export function detectCountry(countries: readonly Country[], hints: CountryHints): DetectedCountry {
  const found: [CountrySource, Country | undefined][] = [
    ['header', hints.country ? byHeader(countries, hints.country) : undefined],
    // Proxies say XX (unknown) and T1 (Tor) too: those name no catalogue country and fall through.
    ['proxy', hints.proxy ? byIso(countries, hints.proxy) : undefined],
    ['language', hints.acceptLanguage ? byLanguageRegion(countries, hints.acceptLanguage) : undefined],
  ];
  for (const [source, country] of found) if (country) return { country, source };
  return { country: countries.find((c) => c.Iso === defaultIso) ?? [...countries].sort((a, b) => a.Sort - b.Sort)[0]!, source: 'none' };
}

function byIso(countries: readonly Country[], iso: string): Country | undefined {
  const value = iso.trim().toUpperCase();
  return countries.find((c) => c.Iso.toUpperCase() === value);
}

function byHeader(countries: readonly Country[], header: string): Country | undefined {
  const value = decoded(header).trim().toLowerCase();
  if (value === '') return undefined;
  return countries.find(
    (c) => c.Iso.toLowerCase() === value || String(c.Id) === value || c.CountryEn.toLowerCase() === value || c.Country.toLowerCase() === value,
  );
}

/** Header values are ASCII; a client sending a Chinese name percent-encodes it. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first language range, by q-value, whose region subtag is a country of the catalogue. */
function byLanguageRegion(countries: readonly Country[], acceptLanguage: string): Country | undefined {
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    const region = regionOf(tag);
    const country = region && countries.find((c) => c.Iso.toUpperCase() === region);
    if (country) return country;
  }
  return undefined;
}

/** The region subtag of a BCP 47 tag: zh-Hans-CN gives CN, de-DE gives DE, de gives nothing. */
function regionOf(tag: string): string | undefined {
  return tag
    .split(/[-_]/)
    .slice(1)
    .find((subtag) => /^[a-z]{2}$/i.test(subtag))
    ?.toUpperCase();
}
