import type { Resource } from 'i18next';
import { unitSetMessages } from '../../../../src/contracts/schemas/preferences';

/** The i18n namespace of the saved-work calls' messages (preferences, unit sets, the saved list). */
export const savedWorkNamespace = 'savedWork';

const en = {
  // SPEC §5's words, written once in the contract.
  unitSet: unitSetMessages as Record<keyof typeof unitSetMessages, string>,
  oneSetPerCall: 'Every entry of unitList must name the same unit set',
  quantityTwice: 'unitList names {{quantity}} twice: choose one unit per quantity',
  nothingToSave: 'Send UnitId, CustomUnitId or Refrigerants to save',
};

const cn: typeof en = {
  unitSet: { nameRequired: '请为单位组命名', unitRequired: '请至少设置一个单位' },
  oneSetPerCall: 'unitList 中的每一项必须属于同一个单位组',
  quantityTwice: 'unitList 中 {{quantity}} 出现了两次：每个物理量只能选择一个单位',
  nothingToSave: '请提供要保存的 UnitId、CustomUnitId 或 Refrigerants',
};

export const savedWorkResources = {
  en: { [savedWorkNamespace]: en },
  cn: { [savedWorkNamespace]: cn },
} satisfies Resource;
