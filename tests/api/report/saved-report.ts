// Saved lists for the report tests, made as the site makes them: products are rows of a real calculation (POST
// /api/ucselection/calculate), saved with the SelectCondition they were calculated at (POST /api/result/saveselection).
import type { FastifyInstance } from 'fastify';
import type { SaveSelectionBody, SavedProduct } from '../../../src/contracts/results';
import type { CalculationData, SelectionRow } from '../../../src/contracts/selection';
import { envelopeOf, post } from '../helper';

/** A solenoid valve in the liquid line of an R134a circuit: 10 kW, Te −10 ℃, Tk 40 ℃. */
export const solenoidRequest = {
  valveName: 'Sov',
  refrigerant: 'R134a',
  approvals: [],
  conditions: { Pos: 'A', Capicity: { value: 10, unit: 'kW' }, Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' } },
};

export async function calculated(app: FastifyInstance, body: object = solenoidRequest, headers: Record<string, string> = {}): Promise<CalculationData> {
  const answer = envelopeOf<CalculationData>(await post(app, '/api/ucselection/calculate', body, headers));
  if (answer.Result !== 0) throw new Error(answer.ErrorMsg);
  return answer.Data!;
}

/** A calculated row as the selection list keeps it. */
export function savedRow(row: SelectionRow, conditionIndex: number): SavedProduct {
  return {
    valveId: row.Valveid,
    serialId: row.Serialid,
    productName: row.ProductName,
    ValveName: row.valveName,
    Sizeid: row.Sizeid,
    Sizename: row.SizeName,
    SerialName: row.SerialName,
    ProductType: row.ProductType,
    ImageUrl: row.ImageUrl,
    conditionIndex,
    PartNumber: row.PartNumber,
    Refrigerant: row.Refrigerant,
    Grade: row.Grade,
    Hashkey: row.Hashkey,
  };
}

/** The first `count` rows of a calculation (Optimal first), saved with its SelectCondition. */
export function listOf(data: CalculationData, count: number): SaveSelectionBody {
  const rows = [...data.Optimal, ...data.Available, ...data.Prohibited].slice(0, count);
  return { conditionList: [data.SelectCondition], productList: rows.map((row) => savedRow(row, 0)) };
}

/** A product added from the product list: no conditions, no grade. */
export function listedProduct(row: SelectionRow, conditionIndex: number): SavedProduct {
  const { Grade: _grade, ...rest } = savedRow(row, conditionIndex);
  return { ...rest, Hashkey: `listed-${row.Hashkey}`.slice(0, 64) };
}

export async function saveList(app: FastifyInstance, body: SaveSelectionBody, headers: Record<string, string>): Promise<void> {
  const answer = envelopeOf(await post(app, '/api/result/saveselection', body, headers));
  if (answer.Result !== 0) throw new Error(answer.ErrorMsg);
}

/**
 * A list of `count` products for a long report: the calculation's rows over and over, each under a Hashkey of its
 * own (the list keeps a repeated Hashkey once), all at its SelectCondition.
 */
export function longList(data: CalculationData, count: number): SaveSelectionBody {
  const rows = [...data.Optimal, ...data.Available, ...data.Prohibited];
  const productList = Array.from({ length: count }, (_, i) => ({ ...savedRow(rows[i % rows.length]!, 0), Hashkey: `long-${String(i).padStart(4, '0')}` }));
  return { conditionList: [data.SelectCondition], productList };
}
