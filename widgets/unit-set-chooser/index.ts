// The unit-set chooser for React apps (the host site): the component, its form rules and its strings. The custom
// element lives in ./unit-set-chooser.element, which only the widget builds import.
export { UnitSetChooser, type NewUnitSet, type UnitSetChange, type UnitSetChooserProps } from './unit-set-chooser';
export { newSetUnits, setQuantities, unitSetProblems, unitsInEffect, unitsOf, type UnitChoice, type UnitSet } from './unit-set-form';
export { unitSetChooserNamespace, unitSetChooserResources } from './unit-set-chooser.resources';
