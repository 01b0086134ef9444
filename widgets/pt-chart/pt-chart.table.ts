// The chart's computing side, a chunk of its own that the model fetches once the widget has drawn its frame: the
// engine's saturation functions (the equations of state) and the on-demand loader of one refrigerant's data. The
// first view carries neither (issue 40: each widget's own first view within 12 KB gzip above the shared runtime).
import { EngineError, type EngineErrorDetail } from '../../src/engine/errors';
import { saturationTable, type SaturationTableInput, type SaturationTable } from '../../src/engine/pressure-temperature/saturation-table';

export { isRefrigerantLoaded, loadRefrigerant } from '../../src/engine/refrigerants/load';

/** The table for a request, or the engine's refusal of it (a temperature range the fluid has no liquid in). */
export function tableOrRefusal(request: SaturationTableInput): { table: SaturationTable } | { error: EngineErrorDetail } {
  try {
    return { table: saturationTable(request) };
  } catch (error) {
    if (error instanceof EngineError) return { error: error.detail };
    throw error;
  }
}
