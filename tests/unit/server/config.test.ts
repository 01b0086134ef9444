import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../host-site/server/config';

describe('loadConfig', () => {
  it('serves 127.0.0.1:8080 with SQLite under ./var by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', allowedOrigins: [], logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('var'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('var', 'valve-selector.sqlite') });
    expect(config.siteDir).toMatch(/dist[\\/]site$/);
    expect(config.widgetsDir).toMatch(/dist[\\/]widgets$/);
  });

  it('puts the default database file in DATA_DIR, and reads DATABASE_FILE from the working folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/vs' }).database).toEqual({ kind: 'sqlite', file: '/srv/vs/valve-selector.sqlite' });
    expect(loadConfig({ DATA_DIR: '/srv/vs', DATABASE_FILE: 'db/x.sqlite' }).database).toEqual({ kind: 'sqlite', file: path.resolve('db/x.sqlite') });
    expect(loadConfig({ DATABASE_FILE: ':memory:' }).database).toEqual({ kind: 'sqlite', file: ':memory:' });
  });

  it('switches to PostgreSQL on a postgres:// or postgresql:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/vs' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/vs', timeouts: { connectTimeoutMs: 5000, queryTimeoutMs: 10000 } });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/vs' }).database.kind).toBe('postgres');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/vs' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  // Issue 24: sessions end after their idle time and, however much they are used, after their absolute one.
  it('reads the sessions\' idle and absolute lifetimes in days, 30 and 90 by default', () => {
    expect(loadConfig({}).sessions).toEqual({ idleMs: 30 * 86_400_000, maxMs: 90 * 86_400_000 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.5', SESSION_MAX_DAYS: '7' }).sessions).toEqual({ idleMs: 43_200_000, maxMs: 7 * 86_400_000 });
    expect(() => loadConfig({ SESSION_MAX_DAYS: 'forever' })).toThrow(/SESSION_MAX_DAYS/);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ALLOWED_ORIGINS: '' })).toMatchObject({ port: 8080, database: { kind: 'sqlite' }, allowedOrigins: [] });
  });

  it('normalises ALLOWED_ORIGINS to origins and refuses what is not one', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://Shop.example/, http://localhost:5173 ,*' }).allowedOrigins).toEqual([
      'https://shop.example',
      'http://localhost:5173',
      '*',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'shop.example' })).toThrow(/ALLOWED_ORIGINS: 'shop.example' is not an http\(s\) origin/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://shop.example' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
