// A default that follows the line position (Xtf's set point: a condensing regulator's in lines A and D, an
// evaporating regulator's in C) follows it in the form too, until the user types their own; with the real server's
// field definitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { selectionFieldsData } from '../../../src/contracts/schemas';
import type { SelectionFieldsData } from '../../../src/contracts/selection';
import { createSelectorModel } from '../../../widgets/selector/selector.model';
import { buildTestApp, envelopeOf } from '../../api/helper';

let xtf: SelectionFieldsData;

beforeAll(async () => {
  const app = await buildTestApp();
  xtf = selectionFieldsData.parse(envelopeOf(await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Xtf' })).Data);
  await app.close();
});

const setPoint = (model: ReturnType<typeof createSelectorModel>) => model.conditions.value.Setting;

describe('Selector: defaults by line position', () => {
  it('moves an untouched set point to the default of the chosen line', () => {
    const model = createSelectorModel();
    model.setFields(xtf);
    expect(setPoint(model)).toEqual({ value: 10, unit: 'bar' });
    model.setChoice('position', 'C');
    expect(setPoint(model)).toEqual({ value: 2, unit: 'bar' });
    model.setChoice('position', 'D');
    expect(setPoint(model)).toEqual({ value: 10, unit: 'bar' });
  });

  it('keeps a set point the user typed, or one the page gave', () => {
    const typed = createSelectorModel();
    typed.setFields(xtf);
    typed.setText('setPoint', '12');
    typed.setChoice('position', 'C');
    expect(setPoint(typed)).toEqual({ value: 12, unit: 'bar' });

    const given = createSelectorModel();
    given.setFields(xtf, { Pos: 'C', Setting: { value: 3, unit: 'bar' } });
    expect(setPoint(given)).toEqual({ value: 3, unit: 'bar' });
    const positionOnly = createSelectorModel();
    positionOnly.setFields(xtf, { Pos: 'C' });
    expect(setPoint(positionOnly)).toEqual({ value: 2, unit: 'bar' });
  });

  it('gives the default in the unit system shown', () => {
    const model = createSelectorModel({ unitSystem: 1 });
    model.setFields(xtf);
    model.setChoice('position', 'C');
    // 2 bar = 29.0075 psi (NIST SP 811), rounded as the form shows pressures in psi
    expect(setPoint(model)).toMatchObject({ unit: 'Psi' });
    expect((setPoint(model) as { value: number }).value).toBeCloseTo(29.0, 1);
  });
});
