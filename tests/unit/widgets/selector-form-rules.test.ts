// The form checks the catalogue's rules (condition-rules.ts) on the SI values of what was typed, by the conditions'
// domain names: the same rules the calculate call refuses by. A catalogue entry or rule changed by hand fails here
// as it fails the server's tests. With the real server's field definitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { selectionFieldsData } from '../../../src/contracts/schemas';
import type { SelectionFieldsData } from '../../../src/contracts/selection';
import { createSelectorModel } from '../../../widgets/selector/selector.model';
import { buildTestApp, envelopeOf } from '../../api/helper';

let eev: SelectionFieldsData;

beforeAll(async () => {
  const app = await buildTestApp();
  eev = selectionFieldsData.parse(envelopeOf(await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Eev' })).Data);
  await app.close();
});

function form() {
  const model = createSelectorModel();
  model.setFields(eev);
  model.setRefrigerantInEffect('R410A');
  return model;
}

describe('Selector: the catalogue\'s rules in the form', () => {
  it('holds the duty above zero and a superheat not below zero (the catalogue\'s sign rules)', () => {
    const model = form();
    expect(model.problems.value).toEqual({});
    model.setText('capacity', '0');
    model.setText('superheat', '-0.1');
    expect(model.problems.value).toEqual({ capacity: 'notPositive', superheat: 'negative' });
    model.setText('superheat', '0');
    expect(model.problems.value).toEqual({ capacity: 'notPositive' });
  });

  it('holds Te below Tk on their SI values, whatever units they were typed in', () => {
    const model = form();
    model.setUnit('evaporatingTemperature', '℉');
    model.setText('evaporatingTemperature', '104'); // 40 ℃, the default Tk
    expect(model.problems.value).toEqual({ evaporatingTemperature: 'notBelowCondensing' });
    expect(model.amounts.value.evaporatingTemperature).toBeCloseTo(313.15, 6);
    model.setText('evaporatingTemperature', '103.9');
    expect(model.problems.value).toEqual({});
  });

  it('names the wire only in the request: the state is keyed by condition, the conditions sent by the wire\'s names', () => {
    const model = form();
    expect(Object.keys(model.inputs.value)).toContain('evaporatingTemperature');
    expect(model.conditions.value).toMatchObject({ Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' } });
  });
});
