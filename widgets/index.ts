// Defines every widget at once: the entry of the classic one-script bundle (valve-selector.bundle.js) and the
// list the manifest is written from. A new widget adds one import and one row.
import { meta as approvalsChooser } from './approvals-chooser/approvals-chooser.element';
import { meta as performanceChart } from './performance-chart/performance-chart.element';
import { meta as ptChart } from './pt-chart/pt-chart.element';
import { meta as refrigerantChooser } from './refrigerant-chooser/refrigerant-chooser.element';
import { meta as searchBox } from './search-box/search-box.element';
import { meta as selectionStrip } from './selection-strip/selection-strip.element';
import { meta as selector } from './selector/selector.element';
import { meta as unitConverter } from './unit-converter/unit-converter.element';

export const widgets = [
  { meta: unitConverter, name: 'unit-converter', className: 'UnitConverterElement' },
  { meta: searchBox, name: 'search-box', className: 'SearchBoxElement' },
  { meta: refrigerantChooser, name: 'refrigerant-chooser', className: 'RefrigerantChooserElement' },
  { meta: approvalsChooser, name: 'approvals-chooser', className: 'ApprovalsChooserElement' },
  { meta: performanceChart, name: 'performance-chart', className: 'PerformanceChartElement' },
  { meta: selector, name: 'selector', className: 'SelectorElement' },
  { meta: selectionStrip, name: 'selection-strip', className: 'SelectionStripElement' },
  { meta: ptChart, name: 'pt-chart', className: 'PtChartElement' },
] as const;
