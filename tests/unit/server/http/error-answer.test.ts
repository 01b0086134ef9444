import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../../src/contracts/envelope';
import { EngineError } from '../../../../src/engine/errors';
import { createI18n } from '../../../../src/i18n';
import { DataError } from '../../../../host-site/server/database';
import { answerError } from '../../../../host-site/server/http/error-answer';
import { CallFailure } from '../../../../host-site/server/http/call-failure';
import type { Translate } from '../../../../src/i18n/translate';

const i18n = { en: createI18n('en'), cn: createI18n('cn') };
const t = (lang: 'en' | 'cn'): Translate => (key, params) => i18n[lang].t(key, params ?? {});
const facts = { bodyLimit: 1000, contentType: 'text/plain' };

function httpError(statusCode: number, code?: string, message = 'framework says no') {
  return Object.assign(new Error(message), { statusCode, code });
}

describe('answerError', () => {
  it('engine errors: incompatible units are "Unable to calculate", the rest "Calculation failed", HTTP 200', () => {
    expect(answerError(new EngineError({ code: 'incompatible_units', from: 'K', to: 'bar' }), t('en'), facts)).toEqual({
      status: 200,
      envelope: { Result: ResultCode.unableToCalculate, Data: null, ErrorMsg: "Unable to calculate: 'K' and 'bar' measure different quantities" },
      logLevel: 'info',
    });
    expect(answerError(new EngineError({ code: 'incompatible_units', from: 'K', to: 'Press' }), t('cn'), facts).envelope.ErrorMsg).toBe(
      '无法计算：“K”不是压力的单位',
    );
    // issue 23: the quantity the solver was given, in words and in the request's units (metric without them)
    const noConvergence = answerError(new EngineError({ code: 'no_convergence', quantity: 'enthalpy', value: 395352.56 }), t('en'), facts);
    expect(noConvergence.envelope).toMatchObject({ Result: ResultCode.calculationFailed, ErrorMsg: 'Calculation failed: the calculation did not converge (enthalpy 395.353 kJ/kg)' });
    const inBtu = answerError(new EngineError({ code: 'no_convergence', quantity: 'enthalpy', value: 395352.56 }), t('en'), { ...facts, show: (q, si) => `${q} ${si}` });
    expect(inBtu.envelope.ErrorMsg).toBe('Calculation failed: the calculation did not converge (enthalpy Enthalpy 395352.56)');
  });

  it('an engine error naming the condition at fault refuses the input: HTTP 400 with Detail (issue 36)', () => {
    const answer = answerError(new EngineError({ code: 'out_of_range', quantity: 'temperature', value: 400, min: 200, max: 350, field: 'gasCoolerOutletTemperature' }), t('en'), facts);
    expect(answer.status).toBe(400);
    expect(answer.envelope).toMatchObject({ Result: ResultCode.invalidInput, Data: null, Detail: { code: 'out_of_range', field: 'Tgc', values: { value: 400, min: 200, max: 350 } } });
    expect(answer.envelope.ErrorMsg).toMatch(/^Invalid input: /);
    // without a field it stays the specification's "Calculation failed", HTTP 200, without Detail
    const unnamed = answerError(new EngineError({ code: 'out_of_range', quantity: 'temperature', value: 400, min: 200, max: 350 }), t('en'), facts);
    expect([unnamed.status, unnamed.envelope.Result, 'Detail' in unnamed.envelope]).toEqual([200, ResultCode.calculationFailed, false]);
  });

  it('data errors keep a 4xx status', () => {
    const notFound = answerError(new DataError({ code: 'unit_set_not_found', id: 7 }), t('en'), facts);
    expect(notFound).toMatchObject({ status: 404, envelope: { Result: ResultCode.notFound, ErrorMsg: 'Not found: unit set 7 does not exist' } });
    const badUnit = answerError(new DataError({ code: 'unit_not_of_quantity', unit: 'K', quantity: 'Press' }), t('en'), facts);
    expect(badUnit).toMatchObject({ status: 400, envelope: { Result: ResultCode.invalidInput, ErrorMsg: "Invalid input: 'K' is not a unit of Pressure" } });
  });

  it('a CallFailure answers as it says, translated', () => {
    const answer = answerError(new CallFailure(ResultCode.tokenExpired, 401, 'errors:signedOut'), t('cn'), facts);
    expect(answer).toEqual({ status: 401, envelope: { Result: ResultCode.tokenExpired, Data: null, ErrorMsg: i18n.cn.t('errors:signedOut') }, logLevel: 'info' });
  });

  it('framework request errors stay 4xx with a clear reason', () => {
    expect(answerError(httpError(400, 'FST_ERR_CTP_INVALID_JSON_BODY'), t('en'), facts).envelope.ErrorMsg).toBe('Invalid input: the request body is not valid JSON');
    expect(answerError(Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }), t('en'), facts).envelope.ErrorMsg).toBe(
      'Invalid input: the request body is not valid JSON',
    );
    expect(answerError(httpError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'), t('cn'), facts)).toMatchObject({
      status: 413,
      envelope: { ErrorMsg: '输入无效：请求体超过 1000 字节' },
    });
    expect(answerError(httpError(401), t('en'), facts)).toMatchObject({ status: 401, envelope: { Result: ResultCode.signedOut } });
    expect(answerError(httpError(429), t('en'), facts)).toMatchObject({ status: 429, envelope: { Result: ResultCode.tooManyRequests } });
    expect(answerError(httpError(405, 'SOMETHING'), t('en'), facts)).toMatchObject({
      status: 405,
      envelope: { Result: ResultCode.invalidInput, ErrorMsg: 'Invalid input: framework says no' },
    });
  });

  it('anything else is a generic 500, logged as an error, without its message', () => {
    for (const error of [new Error('/srv/secret.ts exploded'), httpError(502), 'a string', null]) {
      const answer = answerError(error, t('en'), facts);
      expect(answer).toEqual({
        status: 500,
        envelope: { Result: ResultCode.serverError, Data: null, ErrorMsg: 'Server error, please try again later' },
        logLevel: 'error',
      });
    }
  });
});
