export { unitSetQuantities, quantities, quantityIds, type QuantityId, type UnitDefinition, type UnitLabel } from './quantities';
export { unitSystems, defaultUnitSystem, defaultUnit, isUnitSystemId, type UnitSystemId } from './unit-systems';
export { convert, toSI, fromSI, unitOf, resolveUnit, commonQuantity, canonicalLabel, type ResolvedUnit } from './convert';
export { formatEditable, formatNumber, formatSignificant, formatUpTo, numberFormat, separatorsOf } from './number-format';
export { parseNumber } from './number-parse';
export { formatAmount, maxDecimals, roundAmount, shownLabelAndUnit } from './amount-format';
export { amount, amountIn, amountOf, withoutNoise, type Amount } from './amount';
