import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type CallData, type productList } from '../../../src/contracts';
import { productListData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo, familyNamed, hasApprovals, seriesNamed, type DemoProduct } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function products(body: object): Promise<CallData<typeof productList>> {
  const response = await post(app, '/api/valve/products', body);
  expect(response.statusCode).toBe(200);
  return productListData.parse(envelopeOf(response).Data);
}

/** Every product of a family, in pages of 100. */
async function allPartNumbers(body: { valveName: string } & Record<string, unknown>): Promise<string[]> {
  const first = await products({ ...body, pageSize: 100 });
  const numbers = first.list.map((row) => row.PartNumber);
  for (let page = 2; (page - 1) * 100 < first.total; page++) numbers.push(...(await products({ ...body, pageSize: 100, page })).list.map((row) => row.PartNumber));
  expect(numbers).toHaveLength(first.total);
  return numbers;
}

const sorted = (numbers: string[]) => [...numbers].sort();
const partNumbers = (keep: (p: DemoProduct) => boolean) => sorted(demo.products.filter(keep).map((p) => p.PartNumber));

describe('POST /api/valve/products', () => {
  it("pages a family's products, 10 by default, and counts them all", async () => {
    let total = 0;
    for (const family of demo.families) {
      const data = await products({ valveName: family.Classname });
      const own = demo.products.filter((p) => p.Valveid === family.Id);
      expect(data, family.Classname).toMatchObject({ valveName: family.Classname, total: own.length, page: 1, pageSize: 10 });
      expect(data.list).toHaveLength(Math.min(10, own.length));
      total += data.total;
    }
    expect(total).toBe(3101);
    expect(total).toBe(demo.products.length);
  });

  it('answers the product fields of the specification, with series and size names', async () => {
    const { list } = await products({ valveName: 'Sov', keyword: 'SOV-10002' });
    const source = demo.products.find((p) => p.PartNumber === 'SOV-10002')!;
    expect(list).toEqual([
      {
        PartNumber: 'SOV-10002',
        ProductName: 'MDF-A01-S22-230AC',
        ProductType: 'NC',
        Valveid: 1,
        valveName: 'Sov',
        Serialid: 1,
        serialName: 'MDF',
        Sizeid: 1,
        sizeName: 'MDF-A01',
        ConnectionType: 'ODF',
        ConnectionLabel: 'solder socket, inch (ODF)',
        ConnectionIn: '1/4',
        ConnectionOut: '1/4',
        Coilid: 1,
        CoilVoltage: '230 V AC 50/60 Hz',
        Refrigerant: source.Refrigerant,
        Safetycer: source.Safetycer,
      },
    ]);
  });

  it('lists every product of a family once, in series and size order', async () => {
    const mv4 = familyNamed('Mv4');
    const numbers = await allPartNumbers({ valveName: 'Mv4' });
    expect(sorted(numbers)).toEqual(partNumbers((p) => p.Valveid === mv4.Id));
    const seriesSort = new Map(demo.series.map((s) => [s.Id, s.Sort]));
    const sizeSort = new Map(demo.sizes.map((s) => [s.Id, s.Sort]));
    // Series order first, then size order within the series.
    const ranks = numbers.map((n) => demo.products.find((p) => p.PartNumber === n)!).map((p) => seriesSort.get(p.Serialid)! * 1e6 + sizeSort.get(p.Sizeid)!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('filters by series, size, connection type, refrigerant and approvals', async () => {
    const sov = familyNamed('Sov');
    const fdf = seriesNamed('FDF');
    const size = demo.sizes.find((s) => s.Serialid === fdf.Id)!;
    const ofSov = (p: DemoProduct) => p.Valveid === sov.Id;
    expect(sorted(await allPartNumbers({ valveName: 'Sov', Serialid: fdf.Id }))).toEqual(partNumbers((p) => p.Serialid === fdf.Id));
    expect(sorted(await allPartNumbers({ valveName: 'Sov', Sizeid: size.Id }))).toEqual(partNumbers((p) => p.Sizeid === size.Id));
    expect(sorted(await allPartNumbers({ valveName: 'Sov', ConnectionType: 'ODM' }))).toEqual(partNumbers((p) => ofSov(p) && p.ConnectionType === 'ODM'));
    const r32ul = await allPartNumbers({ valveName: 'Sov', Refrigerant: 'R32', Safetycer: ['UL', 'LVD(TUV/VDE)'] });
    const want = partNumbers((p) => ofSov(p) && p.Refrigerant.includes('R32') && hasApprovals(p, ['UL', 'TUV,VDE']));
    expect(sorted(r32ul)).toEqual(want);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(demo.products.filter(ofSov).length);
    expect(await allPartNumbers({ valveName: 'Sov', Refrigerant: 'R717' })).toEqual([]);
  });

  it('narrows by every word of the keyword, case-insensitive, in part number, name, series or size', async () => {
    const inAnyColumn = (p: DemoProduct, word: string) => {
      const series = demo.series.find((s) => s.Id === p.Serialid)!.Name;
      const size = demo.sizes.find((s) => s.Id === p.Sizeid)!.Name;
      return [p.PartNumber, p.ProductName, series, size].some((text) => text.toLowerCase().includes(word));
    };
    const sov = familyNamed('Sov');
    const one = await allPartNumbers({ valveName: 'Sov', keyword: 'fdf' });
    const two = await allPartNumbers({ valveName: 'Sov', keyword: '  FDF   230ac ' });
    expect(sorted(one)).toEqual(partNumbers((p) => p.Valveid === sov.Id && inAnyColumn(p, 'fdf')));
    expect(sorted(two)).toEqual(partNumbers((p) => p.Valveid === sov.Id && inAnyColumn(p, 'fdf') && inAnyColumn(p, '230ac')));
    expect(two.length).toBeGreaterThan(0);
    expect(two.length).toBeLessThan(one.length);
    expect((await products({ valveName: 'Sov', keyword: 'no-such-thing' })).total).toBe(0);
  });

  it("offers the family's series, sizes and connection types for the filters", async () => {
    const data = await products({ valveName: 'Bv', Refrigerant: 'R744' });
    const bv = familyNamed('Bv');
    const series = demo.series.filter((s) => s.Valveid === bv.Id);
    expect(data.options.series.map((s) => s.Id).sort()).toEqual(series.map((s) => s.Id).sort());
    expect(data.options.sizes).toHaveLength(demo.sizes.filter((z) => series.some((s) => s.Id === z.Serialid)).length);
    expect(data.options.connectionTypes).toEqual([...new Set(demo.products.filter((p) => p.Valveid === bv.Id).map((p) => p.ConnectionType!))].sort());
  });

  it('pages: the second page follows the first, a page past the end is empty', async () => {
    const first = await products({ valveName: 'Filter', pageSize: 7 });
    const second = await products({ valveName: 'Filter', pageSize: 7, page: 2 });
    const both = await products({ valveName: 'Filter', pageSize: 14 });
    expect([...first.list, ...second.list]).toEqual(both.list);
    expect(await products({ valveName: 'Filter', page: 1000 })).toMatchObject({ list: [], total: first.total });
  });

  it('refuses bad input, naming the field', async () => {
    const bv = familyNamed('Bv');
    const otherSeries = seriesNamed('MDF').Id;
    const connectionTypes = '"ODF", "ODM", "SAE", "UNF", "CAP", "TUBE", "ROTALOCK", ""';
    const cases: [object, number, string][] = [
      [{}, 400, 'Invalid input: valveName is required'],
      [{ valveName: 'Nope' }, 404, "Not found: valveName 'Nope' is not a product family"],
      [{ valveName: 'Bv', page: -3 }, 400, 'Invalid input: page must be at least 1'],
      [{ valveName: 'Bv', pageSize: 101 }, 400, 'Invalid input: pageSize must be at most 100'],
      [{ valveName: 'Bv', Serialid: otherSeries }, 400, `Invalid input: Serialid ${otherSeries} is not a series of Bv`],
      [{ valveName: 'Bv', Sizeid: 1 }, 400, 'Invalid input: Sizeid 1 is not a size of Bv'],
      [{ valveName: 'Bv', ConnectionType: 'NPT' }, 400, `Invalid input: ConnectionType must be one of ${connectionTypes}`],
      [{ valveName: 'Bv', keyword: 5 }, 400, 'Invalid input: keyword must be text'],
      [{ Valveid: bv.Id, Refrigerant: 'R12' }, 400, "Invalid input: Refrigerant 'R12' is not a refrigerant of the catalogue"],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(app, '/api/valve/products', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(envelopeOf(response).ErrorMsg, JSON.stringify(body)).toBe(message);
      expect(envelopeOf(response).Result).toBe(status === 404 ? ResultCode.notFound : ResultCode.invalidInput);
    }
  });
});
