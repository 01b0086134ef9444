// The element typings derived from each widget's meta and component (widgets/internal/element/element-types.ts, written
// into the DOM's and React's maps by widgets/elements.ts). Checked by the compiler (`npm run typecheck`): an
// expectTypeOf that does not hold, or a @ts-expect-error line that compiles, is a type error.
import type { UnitSetChange } from '../../../../../widgets/unit-set-chooser';
import { expectTypeOf } from 'vitest';
import type { SelectionFieldsData } from '../../../../../src/contracts/selection';
import type { SelectedListItem } from '../../../../../src/state';
import type { ApprovalsChange } from '../../../../../widgets/approvals-chooser';
import { defineWidget } from '../../../../../widgets/internal/element/define-widget';
import type { PerformanceChartData, SeriesToggle } from '../../../../../widgets/performance-chart';
import type { RefrigerantChange } from '../../../../../widgets/refrigerant-chooser';
import type { CalculateDetail } from '../../../../../widgets/selector';
import type { ConverterQuantity, UnitConversion } from '../../../../../widgets/unit-converter';
import { meta } from '../../../../../widgets/unit-converter/unit-converter.element';

type Converter = HTMLElementTagNameMap['vs-unit-converter'];

// Attribute type -> property type; values -> a union (numbers for a number attribute).
expectTypeOf<Converter['unitSystem']>().toEqualTypeOf<1 | 2 | undefined>();
expectTypeOf<Converter['quantity']>().toEqualTypeOf<ConverterQuantity | undefined>();
expectTypeOf<Converter['absolute']>().toEqualTypeOf<'true' | 'false' | undefined>();
expectTypeOf<Converter['value']>().toEqualTypeOf<number | undefined>();
expectTypeOf<Converter['fromUnit']>().toEqualTypeOf<string | undefined>();
// lang stays HTMLElement's own.
expectTypeOf<Converter['lang']>().toEqualTypeOf<string>();
expectTypeOf<Converter>().toExtend<HTMLElement>();

// A json attribute takes the component's prop type.
expectTypeOf<HTMLElementTagNameMap['vs-performance-chart']['data']>().toEqualTypeOf<PerformanceChartData | undefined>();
expectTypeOf<HTMLElementTagNameMap['vs-approvals-chooser']['value']>().toEqualTypeOf<readonly string[] | undefined>();
expectTypeOf<HTMLElementTagNameMap['vs-selector']['fields']>().toEqualTypeOf<SelectionFieldsData | undefined>();
// The element's own attributes that are not HTMLElement's: api-base.
expectTypeOf<HTMLElementTagNameMap['vs-selector']['apiBase']>().toEqualTypeOf<string | undefined>();

// Events: the detail each component's callback receives.
expectTypeOf<GlobalEventHandlersEventMap['vs-convert']>().toEqualTypeOf<CustomEvent<UnitConversion>>();
expectTypeOf<GlobalEventHandlersEventMap['vs-series-toggle']>().toEqualTypeOf<CustomEvent<SeriesToggle>>();
expectTypeOf<GlobalEventHandlersEventMap['vs-calculate']>().toEqualTypeOf<CustomEvent<CalculateDetail>>();
expectTypeOf<GlobalEventHandlersEventMap['vs-add']>().toEqualTypeOf<CustomEvent<SelectedListItem>>();
expectTypeOf<GlobalEventHandlersEventMap['vs-remove']>().toEqualTypeOf<CustomEvent<{ hashes: string[] }>>();
// Three widgets fire vs-change, none importing another: the detail is any one's.
expectTypeOf<GlobalEventHandlersEventMap['vs-change']>().toEqualTypeOf<CustomEvent<RefrigerantChange | ApprovalsChange | UnitSetChange>>();
// Listeners are typed through the maps.
document.addEventListener('vs-convert', (event) => expectTypeOf(event.detail).toEqualTypeOf<UnitConversion>());

// React pages pass typed values; a value outside the meta's values is refused.
export const typed = <vs-unit-converter unitSystem={1} quantity="Press" value={12.5} />;
// @ts-expect-error: unit systems are 1 and 2
export const outside = <vs-unit-converter unitSystem={3} />;
// @ts-expect-error: not an attribute of the chart
export const unknownProp = <vs-pt-chart quantity="Press" />;

// defineWidget refuses a component that does not serve the meta.
interface ConverterLikeProps {
  unitSystem?: number;
  units?: Record<string, string> | string;
  quantity?: string;
  refrigerant?: string;
  absolute?: string;
  fromUnit?: string;
  toUnit?: string;
  value?: number;
  onConvert?: (conversion: UnitConversion) => void;
}
const serves = (props: ConverterLikeProps) => <output>{props.value}</output>;
const lacksCallback = (props: Omit<ConverterLikeProps, 'onConvert'>) => <output>{props.value}</output>;
const narrowUnitSystem = (props: Omit<ConverterLikeProps, 'unitSystem'> & { unitSystem?: 2 }) => <output>{props.value}</output>;
const lacksAttribute = (props: Omit<ConverterLikeProps, 'toUnit'>) => <output>{props.value}</output>;

export const definitions = [
  defineWidget(meta, serves),
  // @ts-expect-error: no onConvert, so vs-convert would never fire
  defineWidget(meta, lacksCallback),
  // @ts-expect-error: unit-system="1" would reach a component taking only 2
  defineWidget(meta, narrowUnitSystem),
  // @ts-expect-error: the to-unit attribute would reach no prop
  defineWidget(meta, lacksAttribute),
];
