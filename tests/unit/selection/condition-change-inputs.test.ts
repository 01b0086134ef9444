// The form asks tb_techanged and tb_tkchanged again when one of CONDITION_CHANGE_INPUTS changes, and only then: the
// answers (condition-changes.ts) must read no other condition, or the form would show values of conditions gone.
import { describe, expect, it } from 'vitest';
import { BASE_DEFAULTS, type ConditionName, type SizingConditions } from '../../../src/engine';
import { conditionChanges } from '../../../src/selection/condition-changes';
import { CONDITION_CHANGE_INPUTS } from '../../../src/selection/condition-change-inputs';
import { UnitPresenter } from '../../../src/selection/unit-presenter';

/** The conditions `conditionChanges` reads for `refrigerant` at `c`. */
function readBy(refrigerant: string, c: SizingConditions): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(c, {
    get(target, name, receiver) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  conditionChanges(refrigerant, watched, new UnitPresenter(2, 'en'));
  return read;
}

describe('CONDITION_CHANGE_INPUTS', () => {
  it.each([
    ['R410A condensing, discharge estimated', 'R410A', { dischargeTemperatureGiven: false }],
    ['R410A condensing, discharge given', 'R410A', { dischargeTemperatureGiven: true, dischargeTemperature: 360 }],
    ['R744 with a gas cooler', 'R744', { gasCooler: true, dischargeTemperatureGiven: true, dischargeTemperature: 390 }],
  ] as const)('holds every condition the answers read: %s', (_, refrigerant, own) => {
    const read = readBy(refrigerant, { ...BASE_DEFAULTS, ...own });
    for (const name of read) expect(CONDITION_CHANGE_INPUTS, `conditionChanges reads ${name}`).toContain(name as ConditionName);
  });

  it('holds none the answers never read', () => {
    const read = new Set([
      ...readBy('R410A', { ...BASE_DEFAULTS, dischargeTemperatureGiven: true, dischargeTemperature: 360 }),
      ...readBy('R744', { ...BASE_DEFAULTS, gasCooler: true }),
    ]);
    expect(CONDITION_CHANGE_INPUTS.filter((name) => !read.has(name))).toEqual([]);
  });
});
