import { describe, expect, it } from 'vitest';
import { newSetUnits, setQuantities, unitSetProblems, unitsInEffect, unitsOf } from '../../../../widgets/unit-set-chooser/unit-set-form';

describe('the new unit set (SPEC §4, §5)', () => {
  it("starts at the base system's units for every quantity a set holds", () => {
    for (const system of [1, 2] as const) {
      const units = newSetUnits(system);
      expect(Object.keys(units).sort()).toEqual([...setQuantities].sort());
      for (const quantity of setQuantities) expect(unitsOf(quantity), quantity).toContain(units[quantity]);
    }
    expect([newSetUnits(1).Temp, newSetUnits(1).Press, newSetUnits(1).CoolCapacity]).toEqual(['℉', 'Psi', 'TR']);
    expect([newSetUnits(2).Temp, newSetUnits(2).Press, newSetUnits(2).FlowFactor]).toEqual(['℃', 'bar', 'm³/h (Kv)']);
  });

  it('needs a name and at least one known unit', () => {
    expect(unitSetProblems('  ', {})).toEqual([{ key: 'nameRequired' }, { key: 'unitRequired' }]);
    expect(unitSetProblems('Plant', { Temp: '', Press: 'furlongs' })).toEqual([{ key: 'unitRequired' }]);
    expect(unitSetProblems('Plant', { Press: 'kPa' })).toEqual([]);
  });

  // Issue 41: a second "Plant" made the list show two identical entries.
  it("refuses a name one of the user's sets has, whatever its case and spaces, naming that set", () => {
    const sets = [{ name: 'Lab' }, { name: 'Plant room' }];
    for (const name of ['Plant room', 'plant ROOM', '  Plant   room ', 'Plantroom']) {
      expect(unitSetProblems(name, { Press: 'kPa' }, sets), name).toEqual([{ key: 'nameTaken', name: 'Plant room' }]);
    }
    expect(unitSetProblems('Plant hall', { Press: 'kPa' }, sets)).toEqual([]);
  });

  it("puts a set's units over its base system, ignoring units the quantity does not have", () => {
    const units = unitsInEffect(1, { id: 7, name: 'Plant', units: { Press: 'kPa', Temp: 'kg' } });
    expect([units.Press, units.Temp, units.CoolCapacity]).toEqual(['kPa', '℉', 'TR']);
  });
});
