import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/contracts/account';
import { createAppState, createSession, memoryStore } from '../../../src/state';
import { readRemarks } from '../../../src/state/session';

const profile = (remarks: string): Profile => ({
  UserName: 'mei-ling',
  Photo: '',
  Remarks: remarks,
  Email: 'm***@example.com',
  Phone: '',
  Country: '86',
  Region: 'CN',
});

describe('readRemarks (SPEC §3: Remarks is JSON with UnitId, Refrigerants and CustomUnitId)', () => {
  it('reads the unit system, the default refrigerant before the semicolon and the favourites after it', () => {
    expect(readRemarks('{"UnitId":1,"Refrigerants":"R404A;R134a, R32","CustomUnitId":7}')).toEqual({
      unitSystem: 1,
      customUnitId: 7,
      defaultRefrigerant: 'R404A',
      favourites: ['R134a', 'R32'],
    });
  });

  it('takes favourites without a default, and numbers written as text', () => {
    expect(readRemarks('{"UnitId":"2","Refrigerants":";R410A"}')).toEqual({ unitSystem: 2, favourites: ['R410A'] });
  });

  it.each(['', 'not json', 'null', '[1]', '{"UnitId":9,"Refrigerants":5,"CustomUnitId":""}'])('leaves out what %j does not hold', (remarks) => {
    expect(readRemarks(remarks)).toEqual({ favourites: [] });
  });
});

describe('the session of an account (SPEC §4)', () => {
  it('keeps the profile with the token for the next visit, and drops it with the token', () => {
    const store = memoryStore();
    const state = createAppState({ store, preferredLanguages: ['en'] });
    state.signIn({ Token: 't0k', Profile: profile('') });
    const next = createSession(store, ['en']);
    expect(next.token.value).toBe('t0k');
    expect(next.profile.value?.UserName).toBe('mei-ling');
    next.token.value = undefined;
    expect(next.profile.value).toBeUndefined();
    expect(store.getItem('vs.session.v1.profile')).toBeNull();
  });

  it('takes the profile a change answers (a new email, a new photo), kept for the next visit', () => {
    const store = memoryStore();
    const state = createAppState({ store });
    state.signIn({ Token: 't0k', Profile: profile('') });
    state.session.setProfile({ ...profile(''), Photo: '/api/authorize/photo/p1' });
    expect(createSession(store, ['en']).profile.value?.Photo).toBe('/api/authorize/photo/p1');
  });

  it('ignores a stored profile that is not one', () => {
    const store = memoryStore();
    store.setItem('vs.session.v1.token', 't0k');
    store.setItem('vs.session.v1.profile', '{"UserName":42}');
    expect(createSession(store, ['en']).profile.value).toBeUndefined();
  });

  it('restores the unit system and refrigerants of the account at sign-in', () => {
    const state = createAppState({ store: memoryStore() });
    state.signIn({ Token: 't0k', Profile: profile('{"UnitId":1,"Refrigerants":"R404A;R134a,R32"}') });
    expect(state.session.unitSystem.value).toBe(1);
    expect(state.choice.defaultRefrigerant.value).toBe('R404A');
    expect(state.choice.refrigerant.value).toBe('R404A');
    expect(state.choice.favourites.value).toEqual(['R134a', 'R32']);
  });

  it('keeps a refrigerant the user picked in this browser over the account default', () => {
    const state = createAppState({ store: memoryStore() });
    state.choice.chooseRefrigerant({ refrigerant: 'R290', favourites: [], defaultRefrigerant: '' });
    state.signIn({ Token: 't0k', Profile: profile('{"Refrigerants":"R404A;"}') });
    expect(state.choice.refrigerant.value).toBe('R290');
    expect(state.choice.defaultRefrigerant.value).toBe('R404A');
  });

  it('signs out: no token or profile, the default and favourite refrigerants cleared, the rest kept', () => {
    const state = createAppState({ store: memoryStore() });
    state.signIn({ Token: 't0k', Profile: profile('{"UnitId":1,"Refrigerants":"R404A;R134a"}') });
    state.signOut();
    expect(state.session.token.value).toBeUndefined();
    expect(state.session.profile.value).toBeUndefined();
    expect(state.choice.defaultRefrigerant.value).toBeUndefined();
    expect(state.choice.favourites.value).toEqual([]);
    expect(state.choice.refrigerant.value, 'the account default no longer in effect').toBeUndefined();
    expect(state.session.unitSystem.value).toBe(1);
  });

  it("hands a guest's unit sets and the one in use to the account at sign-in, not another account's", () => {
    const state = createAppState({ store: memoryStore() });
    const lab = { id: 1, name: 'Lab', units: { Temp: 'K', Press: 'kPa' } };
    const plant = { id: 2, name: 'Plant', units: { Temp: '℉' } };
    state.session.setUnitSets([lab, plant]);
    state.session.chooseUnits(2, 2);
    state.signIn({ Token: 't0k', Profile: profile('{"UnitId":2}') });
    expect(state.guestUnitSets.value).toEqual({ sets: [lab, plant], chosen: plant });
    expect(state.session.unitSets.value, 'the account lists its own next').toEqual([]);
    expect(state.session.customUnitId.value).toBeUndefined();

    // Another account signing in on top of this one finds no guest's sets to take.
    state.guestUnitSets.value = undefined;
    state.session.setUnitSets([{ id: 40, name: 'Account set', units: { Temp: 'K' } }]);
    state.signIn({ Token: 'other', Profile: profile('') });
    expect(state.guestUnitSets.value).toBeUndefined();
  });
});
