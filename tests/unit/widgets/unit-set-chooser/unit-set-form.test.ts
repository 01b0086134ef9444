import { describe, expect, it } from 'vitest';
import { newSetUnits, setQuantities, unitSetProblems, unitsInEffect } from '../../../../widgets/unit-set-chooser/unit-set-form';
import cn from '../../../../src/i18n/locales/cn/unit-set-chooser.json';
import en from '../../../../src/i18n/locales/en/unit-set-chooser.json';

describe('the new unit set (SPEC §4, §5)', () => {
  it("starts at the base system's units for all thirteen quantities", () => {
    expect(setQuantities).toHaveLength(13);
    expect([newSetUnits(1).Temp, newSetUnits(1).Press, newSetUnits(1).CoolCapacity]).toEqual(['℉', 'Psi', 'TR']);
    expect([newSetUnits(2).Temp, newSetUnits(2).Press, newSetUnits(2).FlowFactor]).toEqual(['℃', 'bar', 'm³/h (Kv)']);
  });

  it('needs a name and at least one known unit', () => {
    expect(unitSetProblems('  ', {})).toEqual(['nameRequired', 'unitRequired']);
    expect(unitSetProblems('Plant', { Temp: '', Press: 'furlongs' })).toEqual(['unitRequired']);
    expect(unitSetProblems('Plant', { Press: 'kPa' })).toEqual([]);
  });

  it('says so in English and Chinese', () => {
    expect([en.nameRequired, en.unitRequired]).toEqual(['Name your unit set', 'Set at least one unit']);
    expect(cn.nameRequired).not.toBe(en.nameRequired);
  });

  it("puts a set's units over its base system, ignoring units the quantity does not have", () => {
    const units = unitsInEffect(1, { id: 7, name: 'Plant', units: { Press: 'kPa', Temp: 'kg' } });
    expect([units.Press, units.Temp, units.CoolCapacity]).toEqual(['kPa', '℉', 'TR']);
  });
});
