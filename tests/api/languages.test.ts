// The server words its messages in any of the fourteen languages the LANG header (or Accept-Language) names.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contracts/envelope';
import { buildTestApp, envelopeOf, post } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const missingUnit = (headers: Record<string, string>) => post(app, '/api/unitconvert/converttoany_temper', { oldvalue: 1, newunit: '℉' }, headers);
const notANumber = (headers: Record<string, string>) =>
  post(app, '/api/unitconvert/converttoany_temper', { oldunit: '℃', oldvalue: 'abc', newunit: '℉' }, headers);

describe('messages in the request language', () => {
  it('answers a missing field in German, Japanese and Ukrainian, with the envelope of any language', async () => {
    const german = await missingUnit({ lang: 'de' });
    expect(german.statusCode).toBe(400);
    expect(envelopeOf(german)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Ungültige Eingabe: oldunit ist erforderlich' });
    expect(envelopeOf(await missingUnit({ lang: 'ja' })).ErrorMsg).toBe('入力が無効です: oldunit は必須です');
    expect(envelopeOf(await missingUnit({ lang: 'ua' })).ErrorMsg).toBe('Неприпустиме введення: oldunit: обов\'язкове поле');
  });

  it('takes a browser’s tag from Accept-Language when there is no LANG (fr-CA is French, uk is ua)', async () => {
    expect(envelopeOf(await notANumber({ 'accept-language': 'fr-CA,fr;q=0.9' })).ErrorMsg).toBe("Échec du calcul : 'abc' n'est pas un nombre");
    expect(envelopeOf(await notANumber({ 'accept-language': 'uk-UA' })).ErrorMsg).toBe("Розрахунок не виконано: 'abc' не є числом");
  });

  it('answers in English for a language that is not one of the fourteen', async () => {
    expect(envelopeOf(await notANumber({ lang: 'nl' })).ErrorMsg).toBe("Calculation failed: 'abc' is not a number");
  });
});
