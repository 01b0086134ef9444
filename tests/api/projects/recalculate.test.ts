// Issue 27: reopening a project calculates its lists again at today's data and says what changed per product. The
// saved figures are the calculate call's own; the changes are made by editing what was saved, as a catalogue or a
// model update would have moved it.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductChange, ProjectProduct } from '../../../src/contracts/projects';
import type { CalculationData, SelectionRow } from '../../../src/contracts/selection';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;
let answer: CalculationData;
const request = { valveName: 'Sov', refrigerant: 'R134a', conditions: { Capicity: { value: 10, unit: 'kW' }, Pos: 'A' } };

beforeAll(async () => {
  app = await buildTestApp();
  answer = envelopeOf<CalculationData>(await post(app, '/api/ucselection/calculate', request)).Data!;
});

/** A row as the Selected List keeps it, with the figures it had. */
function saved(row: SelectionRow): ProjectProduct {
  return {
    valveId: row.Valveid, serialId: row.Serialid, productName: row.ProductName, ValveName: row.valveName, Sizeid: row.Sizeid, Sizename: row.SizeName,
    SerialName: row.SerialName, ProductType: row.ProductType, ImageUrl: row.ImageUrl, conditionIndex: 0, PartNumber: row.PartNumber,
    Refrigerant: row.Refrigerant, Grade: row.Grade, Hashkey: row.Hashkey, Values: row.Values,
  };
}

async function recalculated(products: ProjectProduct[], conditions: unknown[] = [answer.SelectCondition], lang = 'en') {
  const response = await post(app, '/api/project/recalculate', { lists: [{ name: 'L', conditions, productList: products }] }, { lang });
  return envelopeOf<{ lists: { name: string; products: ProductChange[]; failures: { conditionIndex: number; message: string }[] }[] }>(response);
}

describe('POST /api/project/recalculate', () => {
  it('finds nothing changed for products saved from today\'s calculation', async () => {
    const rows = [...answer.Optimal, ...answer.Available].slice(0, 3);
    expect(rows.length).toBeGreaterThan(0);
    const { Result, Data } = await recalculated(rows.map(saved));
    expect(Result).toBe(0);
    expect(Data!.lists[0]!.products.map((change) => [change.PartNumber, change.status, change.text])).toEqual(rows.map((row) => [row.PartNumber, 'unchanged', 'unchanged']));
  });

  it('says a grade changed from → to, figures beyond rounding, and a withdrawn product', async () => {
    const [first, second, third] = [...answer.Optimal, ...answer.Available, ...answer.Prohibited];
    const capacity = first!.Values.capacity!;
    const regraded = { ...saved(first!), Grade: first!.Grade === 'Prohibited' ? 'Optimal' as const : 'Prohibited' as const };
    // 0.4 % is rounding; 20 % is not.
    const rounded = { ...saved(second!), Values: { ...second!.Values, capacity: { ...second!.Values.capacity!, value: second!.Values.capacity!.value! * 1.004 } } };
    const moved = { ...saved(first!), Hashkey: 'moved', Values: { ...first!.Values, capacity: { ...capacity, value: capacity.value! * 1.2 } } };
    const withdrawn = { ...saved(third!), Hashkey: 'gone', Sizeid: 999_999 };
    const { Data } = await recalculated([regraded, rounded, moved, withdrawn]);
    const [a, b, c, d] = Data!.lists[0]!.products;
    expect(a).toMatchObject({ status: 'changed', gradeFrom: regraded.Grade, gradeTo: first!.Grade, figures: [] });
    expect(a!.text).toBe(`grade ${regraded.Grade} → ${first!.Grade}`);
    expect(b).toMatchObject({ status: 'unchanged', figures: [] });
    expect(c).toMatchObject({ status: 'changed', figures: [{ name: 'capacity', from: { value: capacity.value! * 1.2, unit: capacity.unit }, to: capacity }] });
    expect(c!.text).toMatch(/^Capacity [\d.]+ kW → [\d.]+ kW$/);
    expect(d).toMatchObject({ status: 'withdrawn', text: 'no longer offered at these conditions' });
  });

  it('writes a moved figure in the reader\'s locale: a German note has a decimal comma', async () => {
    const row = answer.Optimal[0] ?? answer.Available[0]!;
    const capacity = row.Values.capacity!;
    // 2.5 times a figure of three significant digits keeps a fraction, so the separator shows.
    const moved = { ...saved(row), Values: { ...row.Values, capacity: { ...capacity, value: 2.55 } } };
    const { Data } = await recalculated([moved], [answer.SelectCondition], 'de');
    const text = Data!.lists[0]!.products[0]!.text;
    expect(text).toContain('2,55 kW →');
    expect(text).not.toMatch(/\d\.\d/);
  });

  it('compares figures across unit sets', async () => {
    const imperial = envelopeOf<CalculationData>(await post(app, '/api/ucselection/calculate', request, { unitid: '1' })).Data!;
    const row = imperial.Optimal[0] ?? imperial.Available[0]!;
    const { Data } = await recalculated([saved(row)], [answer.SelectCondition]);
    expect(Data!.lists[0]!.products[0]).toMatchObject({ status: 'unchanged' });
  });

  it('names a condition set that cannot be calculated today, and judges none of its products', async () => {
    const row = answer.Optimal[0] ?? answer.Available[0]!;
    const { Data } = await recalculated([saved(row)], [{ ...answer.SelectCondition, refrigerant: 'R9999' }], 'de');
    expect(Data!.lists[0]!.failures).toEqual([{ conditionIndex: 0, message: "Ungültige Eingabe: refrigerant 'R9999' ist kein Kältemittel des Katalogs" }]);
    expect(Data!.lists[0]!.products[0]).toMatchObject({ status: 'notRecalculated' });
  });
});
