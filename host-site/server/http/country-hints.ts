import type { FastifyRequest } from 'fastify';
import type { CountryHints } from '../services/catalogue/country';

/** What the request says of the visitor's country; a repeated header counts by its first value. */
export function countryHints(request: FastifyRequest, proxyHeader: string | undefined): CountryHints {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return {
    country: first(request.headers['country']),
    proxy: proxyHeader ? first(request.headers[proxyHeader.toLowerCase()]) : undefined,
    acceptLanguage: request.headers['accept-language'],
  };
}
