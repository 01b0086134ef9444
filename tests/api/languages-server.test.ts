// Issue 14: the server's own words (the selector's labels and reasons, the report's words, the account calls'
// refusals) follow the request's language, not only cn and en.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contracts/envelope';
import type { ReportData } from '../../src/contracts/report';
import type { CalculationData, SelectionRow } from '../../src/contracts/selection';
import { buildTestApp, envelopeOf, get } from './helper';
import { calculated, listOf, saveList, solenoidRequest } from './report/saved-report';
import { member, type Member } from './results/member';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const rowsOf = (data: CalculationData): SelectionRow[] => [...data.Optimal, ...data.Available, ...data.Prohibited];

describe('a German request', () => {
  let german: CalculationData;
  let english: CalculationData;
  beforeAll(async () => {
    german = await calculated(app, solenoidRequest, { lang: 'de' });
    english = await calculated(app, solenoidRequest, { lang: 'en' });
  });

  it('gets German group titles and reasons from calculate, the same rows as in English', () => {
    expect(german.groupTitles).not.toEqual(english.groupTitles);
    expect(rowsOf(german).map((row) => row.Hashkey)).toEqual(rowsOf(english).map((row) => row.Hashkey));
    expect(german.groupTitles).toEqual({ Optimal: 'Optimal', Available: 'Geeignet', Prohibited: 'Ungeeignet' });
    const reasons = rowsOf(german).flatMap((row) => row.Reasons.map((reason) => reason.text));
    // 10 kW of R134a through the larger sizes drops far less than the smaller ones: both reasons are there.
    // Its numbers as German writes them, with a decimal comma, as the table beside the reasons shows them.
    expect(reasons.some((text) => /^Druckabfall \d+(,\d+)? bar über dem zulässigen 0,2 bar$/.test(text))).toBe(true);
    expect(reasons.filter((text) => /\d\.\d/.test(text))).toEqual([]);
    expect(reasons.filter((text) => text.startsWith('Pressure drop'))).toEqual([]);
  });

  it('gets German field labels from the fields call', async () => {
    type Field = { name: string; title: string; options?: { title: string; value: string }[] };
    const answer = envelopeOf<{ serialResult: Field[] }>(await get(app, '/api/valve/selection', { valveName: 'Sov' }, { lang: 'de' }));
    const field = (name: string) => answer.Data!.serialResult.find((f) => f.name === name)!;
    expect(field('Te').title).toBe('Verdampfungstemperatur (Taupunkt)');
    expect(field('Pos').options!.find((option) => option.value === 'A')!.title).toBe('Flüssigkeitsleitung');
  });

  describe('its report', () => {
    let mia: Member;
    beforeAll(async () => {
      mia = await member(app.db, 'mia014');
      await saveList(app, listOf(english, 2), mia.headers);
    });

    it('is worded in German by GET /api/report/data', async () => {
      const hashkeys = rowsOf(english).slice(0, 2).map((row) => row.Hashkey).join(',');
      const answer = envelopeOf<ReportData>(await get(app, '/api/report/data', { hashkeys, language: 'de' }, { ...mia.headers, lang: 'de' }));
      expect(answer.Result).toBe(0);
      const report = answer.Data!;
      expect(report.language).toBe('de');
      expect(report.title).toBe('Ventilauslegungsbericht');
      expect(report.labels).toMatchObject({ refrigerant: 'Kältemittel', operatingPoint: 'Betriebspunkt' });
      expect(report.demoNotice).toMatch(/^Demonstrationsdaten/);
      expect(report.conditionSets[0]!.conditions.find((line) => line.name === 'Te')!.label).toBe('Verdampfungstemperatur (Taupunkt)');
      // The catalogue's family name in German too, as the demo catalogue carries it.
      expect(report.conditionSets[0]!.familyName).toBe('Magnetventil');
    });
  });
});

describe('a French request to an account call', () => {
  it('is refused in French without a sign-in, in English without a language', async () => {
    const french = envelopeOf(await get(app, '/api/authorize/profile', {}, { lang: 'fr' }));
    expect(french).toMatchObject({ Result: ResultCode.signedOut, ErrorMsg: 'Veuillez d’abord vous connecter' });
    expect(envelopeOf(await get(app, '/api/authorize/profile', {}, {})).ErrorMsg).toBe('Please sign in firstly');
  });

  it('words a report refusal in French too', async () => {
    const mateo = await member(app.db, 'mateo14');
    const answer = envelopeOf(await get(app, '/api/report/data', { hashkeys: 'nope', language: 'fr' }, { ...mateo.headers, 'accept-language': 'fr-FR' }));
    expect(answer.Result).not.toBe(0);
    expect(answer.ErrorMsg).toBe('Saisie non valide : absentes de votre liste enregistrée : nope');
  });
});
