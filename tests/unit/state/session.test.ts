import { describe, expect, it } from 'vitest';
import { createSession, memoryStore } from '../../../src/state';

describe('createSession', () => {
  it('starts signed out, metric, in the first of the browser\'s languages that is one of the fourteen, else Chinese (SPEC §9)', () => {
    const session = createSession(memoryStore(), ['zh-CN']);
    expect(session.token.value).toBeUndefined();
    expect(session.language.value).toBe('cn');
    expect(session.unitSystem.value).toBe(2);
    expect(createSession(memoryStore(), ['de-DE']).language.value).toBe('de');
    expect(createSession(memoryStore(), ['uk']).language.value).toBe('ua');
    // Accept-Language order: a Dutch reader who also reads German gets German, not the default.
    expect(createSession(memoryStore(), ['nl-NL', 'nl', 'de']).language.value).toBe('de');
    expect(createSession(memoryStore(), ['nl-NL']).language.value).toBe('cn');
    expect(createSession(memoryStore()).language.value).toBe('cn');
  });

  it('sends the contract\'s headers, Country and Authorization only when known', () => {
    const session = createSession(memoryStore(), ['en']);
    expect(session.headers()).toEqual({ lang: 'en', unitId: 2 });
    session.token.value = 't0k';
    session.country.value = '86';
    session.unitSystem.value = 1;
    expect(session.headers()).toEqual({ lang: 'en', unitId: 1, country: '86', token: 't0k' });
  });

  it('keeps the user\'s choices in the store for the next visit', () => {
    const store = memoryStore();
    const first = createSession(store, ['en']);
    first.setLanguage('cn');
    first.setUnitSystem(1);
    first.token.value = 't0k';
    const next = createSession(store, ['en']);
    expect([next.language.value, next.unitSystem.value, next.token.value]).toEqual(['cn', 1, 't0k']);
    next.token.value = undefined;
    expect(store.getItem('vs.session.v1.token')).toBeNull();
  });

  it('does not store what the user did not choose', () => {
    const store = memoryStore();
    createSession(store, ['zh']);
    expect(store.getItem('vs.session.v1.language')).toBeNull();
    // A later visit from an English browser is in English, not in the first visit's default.
    expect(createSession(store, ['en']).language.value).toBe('en');
  });

  it('ignores stored values that are not valid', () => {
    const store = memoryStore();
    store.setItem('vs.session.v1.language', 'xx');
    store.setItem('vs.session.v1.unit-system', '7');
    const session = createSession(store, ['en']);
    expect([session.language.value, session.unitSystem.value]).toEqual(['en', 2]);
  });
});
