// Issue 27, "Side by side" on the Selected List: each ticked product calculated again by the real server at the
// conditions and points it was saved with, one call per distinct condition set, and drawn by the selector's
// Comparison; a product that cannot be calculated says why in its column.
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculationKeyOf, calculationsOf, comparedColumn } from '../../../../../../host-site/web/features/selected-list/compared-columns';
import { conditionWordsResources } from '../../../../../../host-site/web/features/selected-list/condition-words.resources';
import { selectedListResources } from '../../../../../../host-site/web/features/selected-list/selected-list.resources';
import { createApiClient } from '../../../../../../src/client';
import type { CalculationBody, CalculationData } from '../../../../../../src/contracts/selection';
import { createI18n, mergeResources } from '../../../../../../src/i18n';
import type { SelectedListItem } from '../../../../../../src/state';
import { I18nProvider } from '../../../../../../widgets/internal/element/i18n';
import { Comparison, selectorPointsResources, type ComparedColumn } from '../../../../../../widgets/selector/selector.compare';
import { buildTestApp, envelopeOf, post } from '../../../../../api/helper';

let app: FastifyInstance;
const i18n = createI18n('en', mergeResources(mergeResources(selectedListResources, conditionWordsResources), selectorPointsResources));
const t = i18n.t;

async function calculate(body: CalculationBody): Promise<CalculationData> {
  const envelope = envelopeOf<CalculationData>(await post(app, '/api/ucselection/calculate', body, { LANG: 'en' }));
  if (!envelope.Data) throw new Error(`refused: ${envelope.ErrorMsg}`);
  return envelope.Data;
}

/** Every size of an answer as the selector's Add puts it into the list: its first part number at the answer's conditions. */
function listed(answer: CalculationData): SelectedListItem[] {
  return [...answer.Optimal, ...answer.Available, ...answer.Prohibited].map((row) => ({
    hash: row.Products[0]!.Hashkey,
    conditions: answer.SelectCondition,
    product: { ...row, PartNumber: row.Products[0]!.PartNumber, ImageUrl: '' },
  }));
}

const capacity = (value: number) => ({ Capicity: { value, unit: 'kW' } });
let partLoad: SelectedListItem[];
let winter: SelectedListItem[];

beforeAll(async () => {
  app = await buildTestApp();
  partLoad = listed(await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: capacity(10), operatingPoints: [{ name: 'Part load', conditions: capacity(1) }] }));
  winter = listed(await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: capacity(20), designPointName: 'Summer', operatingPoints: [{ name: 'Winter', conditions: { ...capacity(20), Te: { value: -25, unit: '℃' } } }] }));
});

describe('the Selected List’s side by side', () => {
  it('calculates products saved at one condition set once, and each again with the grade and points it was added with', async () => {
    const items = partLoad.slice(0, 3);
    const calculations = calculationsOf([...items, winter[0]!]);
    expect(calculations.size).toBe(2);
    const body = calculations.get(calculationKeyOf(items[0]!))!;
    expect(body.operatingPoints?.map((point) => point.name)).toEqual(['Part load']);
    const answer = await calculate(body);
    for (const item of items) {
      const column = comparedColumn(item, { answer }, t, 'en');
      if (!('row' in column)) throw new Error(`${item.product.PartNumber}: ${column.problem}`);
      expect(column.row.Sizeid).toBe(item.product.Sizeid);
      expect(column.row.Grade).toBe(item.product.Grade);
      expect(column.row.Points?.map((point) => point.name)).toEqual(['Design', 'Part load']);
      expect(column.conditions).toHaveLength(2);
      expect(column.conditions![0]).toEqual(expect.arrayContaining(['Refrigerant R410A', 'Cooling capacity 10 kW', 'Superheat 5 K']));
      expect(column.conditions![1]).toEqual(expect.arrayContaining(['Refrigerant R410A', 'Cooling capacity 1 kW']));
    }
  });

  it('says in its column why a product has no row: no conditions, a size gone, a refused calculation', async () => {
    const [item] = partLoad;
    const answer = await calculate(calculationsOf([item!]).values().next().value!);
    const gone = { ...item!, product: { ...item!.product, Sizeid: 999_999 } };
    expect(comparedColumn(gone, { answer }, t, 'en')).toMatchObject({ key: item!.hash, problem: 'No longer in the catalogue at its conditions.' });
    const unconditioned = { ...item!, conditions: { ...item!.conditions, conditions: {}, operatingPoints: undefined } };
    expect(calculationsOf([unconditioned]).size).toBe(0);
    expect(comparedColumn(unconditioned, undefined, t, 'en')).toMatchObject({ problem: 'Not calculated: added from a product list, without conditions.' });
    const refused = envelopeOf(await post(app, '/api/ucselection/calculate', { ...calculationsOf([item!]).values().next().value!, refrigerant: 'R9999' }, { LANG: 'en' }));
    expect(refused.Result).not.toBe(0);
    expect(comparedColumn(item!, { refusal: refused.ErrorMsg }, t, 'en')).toMatchObject({ problem: `Could not be calculated: ${refused.ErrorMsg}` });
  });

  it('draws products of different points and conditions in one table: every point once, "–" where a column has none', async () => {
    const [first] = partLoad;
    const [other] = winter.filter((item) => item.product.Sizeid !== first!.product.Sizeid);
    const columns: ComparedColumn[] = await Promise.all(
      [first!, other!].map(async (item) => comparedColumn(item, { answer: await calculate(calculationsOf([item]).values().next().value!) }, t, 'en')),
    );
    columns.push({ key: 'gone', product: { ...first!.product, PartNumber: 'EEV-GONE' }, problem: 'No longer in the catalogue at its conditions.' });
    const api = createApiClient({ base: '/api' });
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Comparison columns={columns} gradeTitles={{ Optimal: 'Optimal', Available: 'Available', Prohibited: 'Prohibited' }} units={2} locale="en" api={api} />
      </I18nProvider>,
    );
    const { document } = new Window();
    document.body.innerHTML = html;
    expect([...document.querySelectorAll('tbody[data-point]')].map((body) => body.getAttribute('data-point'))).toEqual(['Design / Summer', 'Part load', 'Winter']);
    const grades = (point: string) => [...document.querySelectorAll(`tbody[data-point="${point}"] td[data-grade], tbody[data-point="${point}"] tr:nth-child(2) td`)].map((cell) => cell.getAttribute('data-grade') ?? cell.textContent);
    expect(grades('Part load')).toEqual([expect.stringMatching(/^(Optimal|Available|Prohibited)$/), '–', '–']);
    expect(grades('Winter')).toEqual(['–', expect.stringMatching(/^(Optimal|Available|Prohibited)$/), '–']);
    // Saved at 10 and 20 kW: the design point's conditions differ, and only what differs is said; each capacity with its unit.
    expect([...document.querySelectorAll('tbody[data-point="Design / Summer"] tr[data-conditions] td')].map((cell) => cell.textContent)).toEqual([
      'Cooling capacity 10 kW',
      'Cooling capacity 20 kW',
      '–',
    ]);
    const capacities = [...document.querySelectorAll('tbody[data-point="Design / Summer"] tr[data-figure="capacity"] td')].map((cell) => cell.textContent);
    expect(capacities).toEqual([expect.stringMatching(/^[\d.,]+ kW$/), expect.stringMatching(/^[\d.,]+ kW$/), '–']);
    expect(document.querySelector('thead th[data-problem]')?.textContent).toMatch(/EEV-GONE.*No longer in the catalogue/);
  });
});
