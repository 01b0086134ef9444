export { saveSelectionSetting } from './selection-setting';
export { personUnitList, savePersonUnit } from './unit-sets';
