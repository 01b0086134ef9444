import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { UnitChoices } from '../../../../src/contracts/units-header';
import { PtChart } from '../../../../widgets/pt-chart';
import { UnitConverter, createUnitConverterModel, saturationQuantity } from '../../../../widgets/unit-converter';

export interface ConversionToolProps {
  /** The user's unit system: 1 imperial, 2 metric. */
  unitSystem: number;
  /** The user's custom set over it; none: the system's units. */
  units?: UnitChoices;
}

/**
 * The converter and, once the user picks the saturation conversion, the pressure-temperature chart of the
 * refrigerant chosen in it (same pressure reference, the user's units): the widgets' own components, composed.
 */
export function ConversionTool({ unitSystem, units }: ConversionToolProps) {
  useSignals();
  const [model] = useState(() => createUnitConverterModel({ unitSystem, units }));
  return (
    <>
      <UnitConverter model={model} unitSystem={unitSystem} units={units} />
      {model.quantity.value === saturationQuantity && (
        <PtChart refrigerant={model.refrigerant.value} absolute={model.absolute.value} unitSystem={unitSystem} units={units} />
      )}
    </>
  );
}
