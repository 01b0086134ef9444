// Issue 15: for R744 at or above its critical temperature (or when the user chooses gas-cooler operation) the
// form asks for the gas-cooler pressure and outlet temperature instead of Tk and subcooling; for every other
// refrigerant it asks and sends what it always did. With the real server's field definitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { selectionFieldsData } from '../../../src/contracts/schemas';
import { limits, sizingFields } from '../../../src/engine';
import { resolveConditions } from '../../../src/selection/conditions';
import { loadSelectionTranslator } from '../../../src/selection/language';
import { UnitPresenter } from '../../../src/selection/unit-presenter';
import type { SelectionFieldsData } from '../../../src/contracts/selection';
import { createSelectorModel } from '../../../widgets/selector/selector.model';
import { buildTestApp, envelopeOf } from '../../api/helper';

let bv: SelectionFieldsData;

beforeAll(async () => {
  const app = await buildTestApp();
  bv = selectionFieldsData.parse(envelopeOf(await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Bv' })).Data);
  await app.close();
});

function formFor(refrigerant: string, given = {}) {
  const model = createSelectorModel();
  model.setFields(bv, given);
  model.setRefrigerantInEffect(refrigerant);
  return model;
}

const sent = (model: ReturnType<typeof createSelectorModel>) => Object.keys(model.conditions.value);

describe('Selector: gas-cooler operation of R744', () => {
  it('neither shows nor sends the gas cooler for a refrigerant that condenses', () => {
    const model = formFor('R134a');
    expect([...model.hidden.value].sort()).toEqual(['gasCooler', 'gasCoolerOutletTemperature', 'gasCoolerPressure', 'receiverPressure']);
    expect(sent(model)).toContain('Tk');
    expect(sent(model)).toContain('DTSC1');
    expect(sent(model)).not.toContain('GasCooler');
    expect(sent(model)).not.toContain('Pgc');
  });

  it('switches to the gas cooler for R744 at the default Tk of 40 ℃ (above its critical 31 ℃)', () => {
    const model = formFor('R744');
    expect(model.hidden.value.has('condensingTemperature')).toBe(true);
    expect(model.hidden.value.has('subcooling')).toBe(true);
    expect(model.conditions.value).toMatchObject({ GasCooler: true, Pgc: { value: 90, unit: 'bar' }, Tgc: { value: 35, unit: '℃' } });
    expect(sent(model)).not.toContain('Tk');
    expect(model.problems.value).toEqual({});
  });

  it('asks Tk again when the user switches the gas cooler off, and on again when a supercritical Tk is typed', () => {
    const model = formFor('R744');
    model.setChoice('gasCooler', false);
    expect(model.hidden.value.has('condensingTemperature')).toBe(false);
    expect(model.hidden.value.has('gasCoolerPressure')).toBe(true);
    model.setText('condensingTemperature', '25');
    expect(model.conditions.value).toMatchObject({ GasCooler: false, Tk: { value: 25, unit: '℃' } });
    model.setText('condensingTemperature', '32');
    expect(model.conditions.value.GasCooler).toBe(true);
    expect(model.hidden.value.has('condensingTemperature')).toBe(true);
    expect(model.hidden.value.has('gasCoolerPressure')).toBe(false);
  });

  it('switches exactly at the critical temperature the engine states for R744 (30.98 ℃), not below it', () => {
    const critical = limits('R744').critical!.temperature - 273.15;
    expect(critical).toBeCloseTo(30.978, 3); // Span & Wagner (1996): 304.1282 K
    const model = formFor('R744');
    model.setChoice('gasCooler', false);
    model.setText('condensingTemperature', (critical - 0.05).toFixed(2));
    expect(model.conditions.value.GasCooler).toBe(false);
    expect(model.hidden.value.has('condensingTemperature')).toBe(false);
    model.setText('condensingTemperature', (critical + 0.05).toFixed(2));
    expect(model.conditions.value.GasCooler).toBe(true);
  });

  // The form keeps no figure of its own: the switch point is limits()'s, through the fields answer, and the rule the
  // calculate call's (condition-rules.ts). A form or server switching a hair early or late fails here.
  it('switches where the calculate call does, at the limit the engine states, in either direction', async () => {
    const max = limits('R744').saturationTemperature.max;
    expect(bv.gasCoolerFrom).toEqual({ R744: max });
    const t = (await loadSelectionTranslator(['en']))('en');
    const server = (tk: number) =>
      resolveConditions({ Tk: { value: tk, unit: 'K' } }, { family: 'Bv', fields: sizingFields('Bv'), refrigerant: 'R744', units: new UnitPresenter(2, 'en'), t }).si.gasCooler;
    for (const [tk, on] of [[max - 1e-6, false], [max, true]] as const) {
      const model = formFor('R744');
      model.setChoice('gasCooler', false);
      model.setUnit('condensingTemperature', 'K');
      model.setText('condensingTemperature', String(tk));
      expect(model.conditions.value.GasCooler, `the form at Tk = ${tk} K`).toBe(on);
      expect(server(tk), `the calculate call at Tk = ${tk} K`).toBe(on);
    }
  });

  it('follows the refrigerant: back to Tk when another one is chosen', () => {
    const model = formFor('R744');
    model.setRefrigerantInEffect('R410A');
    expect(sent(model)).toContain('Tk');
    expect(sent(model)).not.toContain('GasCooler');
  });

  it('keeps a page\'s own choice', () => {
    const model = formFor('R744', { GasCooler: false, Tk: { value: 40, unit: '℃' } });
    expect(model.conditions.value).toMatchObject({ GasCooler: false, Tk: { value: 40, unit: '℃' } });
  });
});
