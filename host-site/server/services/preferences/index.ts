export { saveSelectionSetting } from './selection-setting';
export { personUnitList, savePersonUnit } from './unit-sets';
export { savedWorkNamespace, savedWorkResources } from './saved-work.resources';
