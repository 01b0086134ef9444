import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseInfoData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf } from '../helper';

// Issue 14: the site picks the visitor's country from what the server detected, and asks when nothing was.

async function detected(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/valve/baseinfo', headers: { lang: 'en', ...headers } });
  expect(response.statusCode).toBe(200);
  const data = baseInfoData.parse(envelopeOf(response).Data);
  return { iso: data.country.Iso, by: data.detectedBy, location: data.location };
}

describe('GET /api/valve/baseinfo: the detected country', () => {
  let direct: FastifyInstance;
  let proxied: FastifyInstance;

  beforeAll(async () => {
    direct = await buildTestApp({ COUNTRY_HEADER: 'CF-IPCountry' });
    proxied = await buildTestApp({ TRUST_PROXY: '1', COUNTRY_HEADER: 'CF-IPCountry' });
  });

  it('says none was detected when no hint names a catalogue country (China stands in)', async () => {
    expect(await detected(direct, {})).toEqual({ iso: 'CN', by: 'none', location: 'CN' });
    // A language without a region, and a region the catalogue has no country for.
    expect(await detected(direct, { 'accept-language': 'de, en;q=0.8' })).toMatchObject({ by: 'none' });
    expect(await detected(direct, { 'accept-language': 'pt-BR' })).toMatchObject({ by: 'none' });
  });

  it("takes Accept-Language's region: a German browser is in Germany, the EU region", async () => {
    expect(await detected(direct, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toEqual({ iso: 'DE', by: 'language', location: 'EU' });
    expect(await detected(direct, { 'accept-language': 'en-US' })).toEqual({ iso: 'US', by: 'language', location: 'NA' });
  });

  it("takes a trusted proxy's country header before the language, and the client's Country header before both", async () => {
    expect(await detected(proxied, { 'cf-ipcountry': 'DE', 'accept-language': 'en-US' })).toEqual({ iso: 'DE', by: 'proxy', location: 'EU' });
    expect(await detected(proxied, { 'cf-ipcountry': 'de' })).toMatchObject({ iso: 'DE', by: 'proxy' });
    expect(await detected(proxied, { 'cf-ipcountry': 'DE', country: 'US' })).toMatchObject({ iso: 'US', by: 'header' });
    // Cloudflare's XX (unknown) and T1 (Tor) name no country: the next hint decides.
    expect(await detected(proxied, { 'cf-ipcountry': 'XX', 'accept-language': 'ja-JP' })).toMatchObject({ iso: 'JP', by: 'language' });
    expect(await detected(proxied, { 'cf-ipcountry': 'T1' })).toMatchObject({ by: 'none' });
  });

  it('ignores the proxy header when no proxy is trusted: any client could send it', async () => {
    expect(await detected(direct, { 'cf-ipcountry': 'DE' })).toMatchObject({ iso: 'CN', by: 'none' });
  });
});
