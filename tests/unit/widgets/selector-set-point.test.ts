// Issue 26: a head-pressure regulator's condensing set point is entered as a saturation temperature (Lnwd) or as a
// pressure (Lnyl); the form shows and sends the entry LnwdType chooses, as the server reads only that one. With the
// real server's field definitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { selectionFieldsData } from '../../../src/contracts/schemas';
import type { SelectionFieldsData } from '../../../src/contracts/selection';
import { createSelectorModel } from '../../../widgets/selector/selector.model';
import { buildTestApp, envelopeOf } from '../../api/helper';

let xtf: SelectionFieldsData;
let sov: SelectionFieldsData;

beforeAll(async () => {
  const app = await buildTestApp();
  const fields = async (valveName: string) =>
    selectionFieldsData.parse(envelopeOf(await app.inject({ method: 'GET', url: `/api/valve/selection?valveName=${valveName}` })).Data);
  xtf = await fields('Xtf');
  sov = await fields('Sov');
  await app.close();
});

describe('Selector: the condensing set point', () => {
  it('asks for the pressure first and for the temperature once LnwdType says so, sending only the one shown', () => {
    const model = createSelectorModel();
    model.setFields(xtf);
    expect(model.hidden.value.has('condensingSetPointTemperature')).toBe(true);
    expect(model.conditions.value).toMatchObject({ LnwdType: 'bar', Lnyl: { value: 10, unit: 'bar' } });
    expect(model.conditions.value.Lnwd).toBeUndefined();

    model.setChoice('condensingSetPointEntry', 'temp');
    expect(model.hidden.value.has('condensingSetPointPressure')).toBe(true);
    expect(model.conditions.value).toMatchObject({ LnwdType: 'temp', Lnwd: { value: 40, unit: '℃' } });
    expect(model.conditions.value.Lnyl).toBeUndefined();
  });

  it('takes the entry the page gave', () => {
    const model = createSelectorModel();
    model.setFields(xtf, { LnwdType: 'temp', Lnwd: { value: 45, unit: '℃' } });
    expect(model.conditions.value).toMatchObject({ LnwdType: 'temp', Lnwd: { value: 45, unit: '℃' } });
  });

  it('hides neither entry of a family without a condensing set point', () => {
    const model = createSelectorModel();
    model.setFields(sov);
    expect([...model.hidden.value].some((name) => name.startsWith('condensingSetPoint'))).toBe(false);
  });
});
