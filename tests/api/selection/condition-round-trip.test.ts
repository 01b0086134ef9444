// Issue 25: every condition of every family, R744 gas-cooler operation included, goes from the form through the
// real server, the selector's address and a saved list, and comes back as it left. The address's parameters and
// the server's fields derive from one condition catalogue; this holds them to each other, so that no list drifts
// (the address once lacked GasCooler, Pgc and Tgc and lost a transcritical selection on reload).
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { conditionOfWire, WIRE_CONDITION_NAMES, WIRE_NAMES } from '../../../src/contracts/condition-names';
import type { SavedSelection } from '../../../src/contracts/results';
import { calculationData, selectionFieldsData } from '../../../src/contracts/schemas';
import type { SelectCondition, SelectionConditions, SelectionField } from '../../../src/contracts/selection';
import { CONDITION_NAMES } from '../../../src/engine/sizing/condition-catalogue';
import { conditionNames, conditionsOfSearch, searchOfConditions, selectorSearch } from '../../../host-site/web/features/selector/selector-search';
import { member } from '../results/member';
import { envelopeOf, get, post } from '../helper';
import { savedWorkApps } from '../results/databases';

const apps = await savedWorkApps();
afterAll(async () => {
  for (const [, app] of apps) await app.close();
});

/** Every family with a sizing model (CalculateType non-zero). */
const FAMILIES = ['Sov', 'TxvOld', 'Eev', 'Mv4', 'Filter', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg'] as const;

/** The conditions a form sends untouched: every field at its default, numbers with their units. */
function formConditions(fields: readonly SelectionField[]): SelectionConditions {
  return Object.fromEntries(fields.map((field) => [field.name, field.labelType === 'value' ? { value: field.value as number, unit: field.unit } : field.value]));
}

/** Through the address and back, as a reload or a shared link reads it. */
function throughAddress(conditions: SelectionConditions): SelectionConditions {
  const written = Object.entries(searchOfConditions(conditions)).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return conditionsOfSearch(selectorSearch(Object.fromEntries(new URLSearchParams(written))));
}

describe('the condition catalogue and its wire names', () => {
  it('names every condition once on the wire and in the address', () => {
    expect(new Set(WIRE_CONDITION_NAMES).size).toBe(CONDITION_NAMES.length);
    for (const name of CONDITION_NAMES) expect(conditionOfWire(WIRE_NAMES[name])).toBe(name);
    expect([...conditionNames].sort()).toEqual([...WIRE_CONDITION_NAMES].sort());
  });
});

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  const fieldsOf = async (valveName: string) => selectionFieldsData.parse(envelopeOf(await get(app, '/api/valve/selection', { valveName })).Data).serialResult;
  const calculate = async (valveName: string, refrigerant: string, conditions: SelectionConditions) => {
    const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', { valveName, refrigerant, conditions }));
    expect(envelope.ErrorMsg, `${valveName} ${refrigerant}`).toBe('');
    return calculationData.parse(envelope.Data);
  };

  /** Saves the first row at `selected` and reads the list back. */
  async function throughSavedList(selected: SelectCondition, row: { Valveid: number; Serialid: number; Sizeid: number; SizeName: string; SerialName: string; PartNumber: string; Hashkey: string }) {
    const who = await member(app.db, `trip${Math.random().toString(36).slice(2, 10)}`);
    const product = {
      valveId: row.Valveid, serialId: row.Serialid, productName: row.PartNumber, ValveName: selected.valveName, Sizeid: row.Sizeid, Sizename: row.SizeName,
      SerialName: row.SerialName, ProductType: 'Product', ImageUrl: '', conditionIndex: 0, PartNumber: row.PartNumber, Refrigerant: selected.refrigerant,
      Grade: 'Optimal' as const, Hashkey: row.Hashkey,
    };
    expect(envelopeOf(await post(app, '/api/result/saveselection', { conditionList: [selected], productList: [product] }, who.headers)).Result).toBe(0);
    return envelopeOf<SavedSelection>(await get(app, '/api/result/getlist', {}, who.headers)).Data!;
  }

  const cases = FAMILIES.flatMap((family) => [[family, 'R134a', false] as const, [family, 'R744', true] as const]);

  it.each(cases)('%s with %s (gas cooler: %s): every condition through the address, the server and a saved list', async (family, refrigerant, gasCooled) => {
    const fields = await fieldsOf(family);
    const names = fields.map((field) => field.name);
    if (gasCooled && !names.includes(WIRE_NAMES.gasCooler)) return; // liquid-line families run subcritical only
    for (const name of names) expect(conditionOfWire(name), `${family} ${name}`).toBeDefined();

    const sent = formConditions(fields);
    if (gasCooled) sent[WIRE_NAMES.gasCooler] = true;
    // The form's conditions survive the address whole: every field of the family has its parameter.
    expect(throughAddress(sent)).toEqual(sent);

    const answer = await calculate(family, refrigerant, sent);
    const selected = answer.SelectCondition;
    const shown = Object.keys(selected.conditions);
    if (gasCooled) {
      const gasCooler = names.filter((name) => ['GasCooler', 'Pgc', 'Tgc', 'Prec'].includes(name));
      expect(shown).toEqual(expect.arrayContaining(gasCooler));
      expect(shown).not.toContain('Tk');
    }
    // What the server answers is what the address and a saved list give back, and what calculates the same again.
    expect(throughAddress(selected.conditions as SelectionConditions)).toEqual(selected.conditions);
    const row = [...answer.Optimal, ...answer.Available, ...answer.Prohibited][0]!;
    const saved = await throughSavedList(selected, row);
    expect(saved.conditions).toEqual([selected]);
    const again = await calculate(family, refrigerant, saved.conditions[0]!.conditions as SelectionConditions);
    expect(again.SelectCondition.conditions).toEqual(selected.conditions);
    const first = (data: typeof answer) => [...data.Optimal, ...data.Available, ...data.Prohibited].find((r) => r.Sizeid === row.Sizeid)!.Hashkey;
    expect(first(again)).toBe(row.Hashkey);
  });
});
