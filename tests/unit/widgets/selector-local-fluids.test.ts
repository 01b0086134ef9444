// The selector's calculation in the browser loads the fluids it reads on demand (the engine's core carries no fluid
// data): the refrigerant and the fluids the family's ratings are stated in. A four-way valve's shifting flow is rated
// on R407C, so a reversing valve on R410A failed with "unknown refrigerant 'R407C'" once the browser bundle no
// longer held every fluid. This file runs in modules of its own (vitest.config.ts), as a page does: no fluid is
// registered until the selector's needs() has loaded it.
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../src/catalogue';
import type { CalculationBody } from '../../../src/contracts/selection';
import { isRefrigerantLoaded } from '../../../src/engine/refrigerants/load';
import { catalogueSlice } from '../../../src/selection/slice';
import { readCatalogueData } from '../../../host-site/server/catalogue/load';
import { localEngine } from '../../../widgets/selector/selector.local-engine';

const catalogue = createCatalogue(readCatalogueData());
/** The family's slice as the server answers it (the ETag names the catalogue's version). */
const sliceOf = (valveName: string) => ({ ...catalogueSlice(catalogue, valveName), etag: catalogue.version });
const presentation = { language: 'en', messageLanguage: 'en', unitSystem: 2 } as const;

/** The sizing families of the demo catalogue with a refrigerant each covers. */
const families = catalogue.data.families
  .filter((family) => family.CalculateType !== 0)
  .map((family) => ({ valveName: family.Classname, refrigerant: catalogue.seriesOf(family.Id).flatMap((s) => s.Refrigerants).find((r) => r === 'R410A') ?? catalogue.seriesOf(family.Id)[0]!.Refrigerants[0]! }));

describe('the selector calculating in the browser', () => {
  it('starts with no fluid registered, as a page does', () => {
    expect(isRefrigerantLoaded('R410A')).toBe(false);
    expect(isRefrigerantLoaded('R407C')).toBe(false);
  });

  it('a reversing valve on R410A loads R410A and R407C, the refrigerant its shifting flow is rated on, and grades every size', async () => {
    const selection = localEngine.createSelection(sliceOf('Mv4'), 'Mv4');
    expect(selection.ready('R410A', 'en')).toBe(false);
    await selection.needs('R410A', 'en');
    expect(isRefrigerantLoaded('R407C')).toBe(true);
    const answer = selection.calculate({ valveName: 'Mv4', refrigerant: 'R410A', conditions: {} } as CalculationBody, presentation);
    expect(answer.Optimal.length + answer.Available.length + answer.Prohibited.length).toBeGreaterThan(0);
  });

  it.each(families)('$valveName on $refrigerant calculates once its needs are loaded', async ({ valveName, refrigerant }) => {
    const selection = localEngine.createSelection(sliceOf(valveName), valveName);
    await selection.needs(refrigerant, 'en');
    expect(() => selection.calculate({ valveName, refrigerant, conditions: {} } as CalculationBody, presentation)).not.toThrow();
  });
});
