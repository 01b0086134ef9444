// The conditions the values that follow a changed Te or Tk depend on (tb_techanged and tb_tkchanged,
// condition-changes.ts): a form asks again when one of them changes, and for nothing else. Data only, so that the
// selector's first view reads it without the property engine; tests/unit/selection/condition-change-inputs.test.ts
// checks that condition-changes.ts reads no other condition.
import type { ConditionName } from '../engine/sizing/condition-types';

export const CONDITION_CHANGE_INPUTS: readonly ConditionName[] = [
  'evaporatingTemperature',
  'condensingTemperature',
  'gasCooler',
  'gasCoolerPressure',
  'gasCoolerOutletTemperature',
  'superheat',
  'subcooling',
  'suctionLineSuperheat',
  'liquidLineSubcooling',
  'dischargeTemperature',
  'dischargeTemperatureGiven',
  'isentropicEfficiency',
];
