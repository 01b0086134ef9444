import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { PtChart } from '../../../../widgets/pt-chart';
import { UnitConverter, createUnitConverterModel, saturationQuantity } from '../../../../widgets/unit-converter';

export interface ConversionToolProps {
  /** The user's unit system: 1 imperial, 2 metric. */
  unitSystem: number;
}

/**
 * The converter and, once the user picks the saturation conversion, the pressure-temperature chart of the
 * refrigerant chosen in it (same pressure reference, the user's units): the widgets' own components, composed.
 */
export function ConversionTool({ unitSystem }: ConversionToolProps) {
  useSignals();
  const [model] = useState(() => createUnitConverterModel({ unitSystem }));
  return (
    <>
      <UnitConverter model={model} unitSystem={unitSystem} />
      {model.quantity.value === saturationQuantity && (
        <PtChart refrigerant={model.refrigerant.value} absolute={model.absolute.value} unitSystem={unitSystem} />
      )}
    </>
  );
}
