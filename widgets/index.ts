// Defines every widget at once: the entry of the classic one-script bundle (valve-selector.bundle.js) and the
// list the manifest is written from. A new widget adds one import and one row.
import { meta as unitConverter } from './unit-converter/unit-converter.element';

export const widgets = [{ meta: unitConverter, name: 'unit-converter', className: 'UnitConverterElement' }] as const;
