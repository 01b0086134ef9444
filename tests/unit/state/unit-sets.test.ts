// Issue 12: units for everyone. A guest's custom sets and choice live in the browser (SPEC §3 local persistence);
// a member's come from the server and leave with the account.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/contracts/account';
import { createAppState, createSession, memoryStore } from '../../../src/state';
import { nextLocalId, readUnitSets, unitSetsOfRows } from '../../../src/state/unit-sets';

const plant = { id: 1, name: 'Plant', units: { Temp: 'K', Press: 'kPa' } };
const profile = (remarks: string): Profile => ({ UserName: 'mei-ling', Photo: '', Remarks: remarks, Email: '', Phone: '', Country: '86', Region: 'CN' });

describe("a guest's unit sets", () => {
  it('are kept in the browser with the choice, and the chosen set is what requests send as Units', () => {
    const store = memoryStore();
    const first = createSession(store, ['en']);
    first.unitSets.value = [plant];
    first.chooseUnits(1, 1);
    const again = createSession(store, ['en']);
    expect(again.unitSets.value).toEqual([plant]);
    expect([again.unitSystem.value, again.customUnitId.value]).toEqual([1, 1]);
    expect(again.units.value).toEqual({ Temp: 'K', Press: 'kPa' });
    expect(again.headers()).toMatchObject({ unitId: 1, units: { Temp: 'K', Press: 'kPa' } });
  });

  it('send no Units while no set, or a set that is not listed, is chosen', () => {
    const session = createSession(memoryStore(), ['en']);
    session.unitSets.value = [plant];
    session.chooseUnits(2);
    expect('units' in session.headers()).toBe(false);
    session.chooseUnits(2, 99);
    expect(session.units.value).toEqual({});
    expect('units' in session.headers()).toBe(false);
  });

  it.each(['not json', '{}', '[{"id":"1","name":"x","units":{}}]', '[{"id":1,"name":"x","units":{"Temp":"furlong"}}]'])(
    'a stored %j that is not a list of sets is left out',
    (text) => {
      const read = readUnitSets(text);
      expect(read === undefined || read.length === 0).toBe(true);
    },
  );

  it('read stored spellings under their labels', () => {
    expect(readUnitSets('[{"id":3,"name":"US","units":{"Press":"psi"}}]')).toEqual([{ id: 3, name: 'US', units: { Press: 'Psi' } }]);
  });

  it('take a new local id above any kept', () => {
    expect(nextLocalId([])).toBe(1);
    expect(nextLocalId([plant, { ...plant, id: 7 }])).toBe(8);
  });

  it('stay when a session ends on a network failure while signed out', () => {
    const state = createAppState({ store: memoryStore(), preferredLanguages: ['en'] });
    state.session.unitSets.value = [plant];
    state.session.chooseUnits(2, 1);
    state.endSession();
    expect([state.session.unitSets.value, state.session.customUnitId.value]).toEqual([[plant], 1]);
  });
});

describe("a member's unit sets", () => {
  it("are the server's rows grouped by Unitid (SPEC §3 server form)", () => {
    const rows = [
      { Unitid: 4, Name: 'Lab', UnitType: 'Temp' as const, Unit: 'K' },
      { Unitid: 9, Name: 'US', UnitType: 'Press' as const, Unit: 'Psi' },
      { Unitid: 4, Name: 'Lab', UnitType: 'Press' as const, Unit: 'kPa' },
    ];
    expect(unitSetsOfRows(rows)).toEqual([
      { id: 4, name: 'Lab', units: { Temp: 'K', Press: 'kPa' } },
      { id: 9, name: 'US', units: { Press: 'Psi' } },
    ]);
  });

  it("replace a guest's at sign-in and leave with the account at sign-out, the unit system staying", () => {
    const state = createAppState({ store: memoryStore(), preferredLanguages: ['en'] });
    state.session.unitSets.value = [plant];
    state.signIn({ Token: 't', Profile: profile('{"UnitId":1,"CustomUnitId":4}') });
    expect([state.session.unitSets.value, state.session.customUnitId.value]).toEqual([[], 4]);
    state.session.unitSets.value = [{ id: 4, name: 'Lab', units: { Temp: 'K' } }];
    expect(state.session.units.value).toEqual({ Temp: 'K' });
    state.signOut();
    expect([state.session.unitSets.value, state.session.customUnitId.value, state.session.unitSystem.value]).toEqual([[], undefined, 1]);
  });
});
