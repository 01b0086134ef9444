import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { ResultCode } from '../../src/contracts/envelope';
import { healthData } from '../../src/contracts/schemas';
import { buildTestApp, envelopeOf } from './helper';

describe('GET /api/health', () => {
  it('answers ok with the database kind and the version', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthData.parse(envelopeOf(response).Data)).toEqual({ status: 'ok', database: 'sqlite', version: packageJson.version });
  });

  it('answers 503 with a translated message when the database is gone', async () => {
    const app = await buildTestApp();
    await app.ready();
    await app.db.destroy();
    const response = await app.inject({ url: '/api/health', headers: { lang: 'cn' } });
    expect(response.statusCode).toBe(503);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: '无法连接数据库' });
  });
});
