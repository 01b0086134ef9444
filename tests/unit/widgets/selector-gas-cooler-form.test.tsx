// @vitest-environment happy-dom
// Issue 15, the form itself: for R744 the gas-cooler pressure and outlet temperature stand where Tk and subcooling
// stood, and the flag switches between them; other refrigerants see the form they always saw. Field definitions
// are the real server's (stories/fixtures/selector/sov-fields.json, checked by selector-fixtures.test.ts).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectionFieldsData } from '../../../src/contracts/schemas';
import { Selector, selectorResources } from '../../../widgets/selector';
import fixture from '../../../stories/fixtures/selector/sov-fields.json';
import { cannedClient, hosted, installCanvas } from './test-support';

const fields = selectionFieldsData.parse(fixture.Data);

beforeAll(installCanvas);
afterEach(cleanup);

function renderFor(refrigerant: string) {
  render(hosted(<Selector valveName="Sov" refrigerant={refrigerant} fields={fields} />, selectorResources, 'en', cannedClient({})));
}

const form = () => screen.getByRole('form', { name: 'Operating conditions' });
const textbox = (name: string) => within(form()).queryByRole('textbox', { name }) as HTMLInputElement | null;
const TK = 'Condensing temperature (dew point)';
const PGC = 'Gas-cooler pressure (absolute)';
const TGC = 'Gas-cooler outlet temperature';
const FLAG = 'Gas-cooler operation (transcritical CO2)';

describe('Selector form: gas-cooler operation', () => {
  it('asks Tk and subcooling, and nothing of a gas cooler, for R410A', async () => {
    renderFor('R410A');
    await waitFor(() => form());
    expect(textbox(TK)).toBeTruthy();
    expect(textbox('Subcooling')).toBeTruthy();
    expect(textbox(PGC)).toBeNull();
    expect(within(form()).queryByRole('checkbox', { name: FLAG })).toBeNull();
  });

  it('asks the gas cooler instead for R744 at the default 40 ℃, and Tk again when the flag is cleared', async () => {
    renderFor('R744');
    await waitFor(() => expect(textbox(PGC)).toBeTruthy());
    expect(textbox(PGC)!.value).toBe('90');
    expect(textbox(TGC)!.value).toBe('35');
    expect(textbox(TK)).toBeNull();
    expect(textbox('Subcooling')).toBeNull();
    const flag = within(form()).getByRole('checkbox', { name: FLAG }) as HTMLInputElement;
    expect(flag.checked).toBe(true);
    fireEvent.click(flag);
    await waitFor(() => expect(textbox(TK)).toBeTruthy());
    expect(textbox(PGC)).toBeNull();
  });
});
