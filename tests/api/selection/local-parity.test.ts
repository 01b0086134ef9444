// Issue 29: the selector calculates in the browser from its family's catalogue slice, and its answers are the
// server's exactly. The server runs on loopback (its real HTTP path: headers, schemas, serialisation); the local
// selection is built from the slice the server answers, and both are asked the same bodies in two unit sets and two
// languages, for every sizing family, two or more refrigerants each and a grid of conditions. Grades, figures,
// reasons, provenance (the whole answer) and refusals (Result, status, ErrorMsg, Detail) must be deep-equal; but for
// where each says it was calculated (issue 41): the browser, from the slice's catalogue version, where the server says
// the server.
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSlice } from '../../../src/selection';
import { createLocalSelection, loadSelectionTranslator, Refusal, type LocalSelection, type Presentation, type SelectionTranslator } from '../../../src/selection';
import type { Envelope } from '../../../src/contracts/envelope';
import type { CalculationBody, SelectionConditions } from '../../../src/contracts/selection';
import { isBundled, type Language } from '../../../src/i18n';
import { computedAt } from '../../../src/selection/provenance';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
let base: string;
let translator: SelectionTranslator;

const LANGUAGES: readonly Language[] = ['en', 'de'];
/** Unitid 2 metric, 1 imperial. */
const UNIT_SYSTEMS = [2, 1] as const;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/api`;
  translator = await loadSelectionTranslator(LANGUAGES);
});

async function call<T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await fetch(base + path, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

/** The presentation the server reads from LANG and Unitid (http/unit-system.ts, plugins/app/messages.ts). */
function presentationOf(language: Language, unitSystem: 1 | 2): Presentation {
  return { language: isBundled(language) ? language : 'en', messageLanguage: language, unitSystem };
}

/**
 * A local calculate answer, checked to say it was calculated in the browser from the catalogue's version (the answer
 * and each provenance), with the server's words for where in their place.
 */
function saidByServer(data: unknown, language: Language): unknown {
  const answer = data as { Computed?: { by: string; catalogueVersion: string }; Provenances?: { computed: unknown }[] };
  if (!answer.Computed) return data;
  const { catalogueVersion } = answer.Computed;
  const browser = computedAt('browser', catalogueVersion, translator(language));
  expect(answer.Computed).toEqual(browser);
  for (const provenance of answer.Provenances ?? []) expect(provenance.computed).toEqual(browser);
  const server = computedAt('server', catalogueVersion, translator(language));
  return { ...answer, Computed: server, Provenances: answer.Provenances?.map((p) => ({ ...p, computed: server })) };
}

/** What the local call gives, as the envelope and status the server would answer (a refusal worded in the language). */
function locally<T>(run: () => T, language: Language): { status: number; envelope: Envelope<T> } {
  try {
    // Through JSON, as the server's answer travels (undefined fields dropped).
    return { status: 200, envelope: { Result: 0, Data: saidByServer(JSON.parse(JSON.stringify(run())), language) as T, ErrorMsg: '' } };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const envelope: Envelope<T> = { Result: error.result, Data: null, ErrorMsg: error.text(translator(language)) };
    if (error.detail) envelope.Detail = error.detail;
    return { status: error.status, envelope };
  }
}

interface FamilyCase {
  valveName: string;
  /** Conditions every body of the family carries (a line position the demo range is sized at). */
  fixed: SelectionConditions;
}

const FAMILIES: readonly FamilyCase[] = [
  { valveName: 'Sov', fixed: {} },
  { valveName: 'TxvOld', fixed: {} },
  { valveName: 'Eev', fixed: {} },
  { valveName: 'Mv4', fixed: {} },
  { valveName: 'Filter', fixed: {} },
  { valveName: 'Xtf', fixed: { Pos: 'C' } },
  { valveName: 'Eprv', fixed: {} },
  { valveName: 'Cvs', fixed: { Pos: 'C' } },
  { valveName: 'Bv', fixed: {} },
  { valveName: 'Ssv', fixed: {} },
  { valveName: 'Sg', fixed: {} },
];

/**
 * The grid of conditions: a typical point, a warm one at part of the duty, a cold one at a larger duty, with their
 * units; and one in bare numbers (the request's unit set: ℃ or ℉, kW or Btu/h, so a different point in each set).
 */
const POINTS: readonly SelectionConditions[] = [
  { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
  { Te: { value: 5, unit: '℃' }, Tk: { value: 50, unit: '℃' }, Capicity: { value: 3.5, unit: 'kW' } },
  { Te: { value: -30, unit: '℃' }, Tk: { value: 35, unit: '℃' }, Capicity: { value: 25, unit: 'kW' } },
  { Te: 0, Tk: 45, Capicity: 7 },
];

/** Two refrigerants the family's series are approved for: the first in catalogue order, and a zeotropic blend (bubble and dew points apart) where one is covered, else the last. */
function refrigerantsOf(slice: CatalogueSlice): string[] {
  const covered = slice.refrigerants.filter((r) => slice.series.some((s) => s.Refrigerants.includes(r.Name)));
  const blend = covered.findLast((r) => r.Blend === 'zeotropic' && r !== covered[0]);
  return [covered[0]!.Name, (blend ?? covered[covered.length - 1]!).Name];
}

describe('the selection calculated locally from the slice is the server\'s', () => {
  it.each(FAMILIES)('$valveName: calculate, fields and the Te/Tk changes over the grid', async ({ valveName, fixed }) => {
    const fetched = await call<CatalogueSlice & { etag: string }>('GET', `/selection/slice?valveName=${valveName}`, {});
    expect(fetched.status).toBe(200);
    const { etag: _etag, ...slice } = fetched.envelope.Data!;
    const local: LocalSelection = createLocalSelection(slice, translator);
    const refrigerants = refrigerantsOf(slice);
    expect(new Set(refrigerants).size).toBe(2);

    let compared = 0;
    let graded = 0;
    for (const language of LANGUAGES) {
      for (const unitSystem of UNIT_SYSTEMS) {
        const headers = { LANG: language, Unitid: String(unitSystem) };
        const presentation = presentationOf(language, unitSystem);
        const fieldsServer = await call('GET', `/valve/selection?valveName=${valveName}`, headers);
        expect(locally(() => local.fields({ valveName }, presentation), language)).toEqual(fieldsServer);
        const names = new Set((fieldsServer.envelope.Data as { serialResult: { name: string }[] }).serialResult.map((f) => f.name));
        // The point's conditions that are fields of the family (another is refused as unknown), and the family's own.
        const at = (point: SelectionConditions): SelectionConditions => ({ ...(Object.fromEntries(Object.entries(point).filter(([name]) => names.has(name))) as SelectionConditions), ...fixed });
        for (const refrigerant of refrigerants) {
          for (const point of POINTS) {
            const conditions = at(point);
            const body = { valveName, refrigerant, conditions };
            const server = await call<{ Optimal: unknown[]; Available: unknown[] }>('POST', '/ucselection/calculate', headers, body);
            expect(locally(() => local.calculate(body, presentation), language), `${valveName} ${refrigerant} ${JSON.stringify(conditions)} ${language} ${unitSystem}`).toEqual(server);
            compared += 1;
            if (server.envelope.Result === 0) graded += server.envelope.Data!.Optimal.length + server.envelope.Data!.Available.length;
          }
          // Where the sizes come from and what they must be approved for: a series, a system naming the family, an
          // approval group (asked once per refrigerant, in the first language and unit set).
          if (language === LANGUAGES[0] && unitSystem === UNIT_SYSTEMS[0]) {
            const system = slice.systems.find((s) => s.Valveids.includes(slice.families[0]!.Id));
            const conditions = at(POINTS[0]!);
            const scoped = [
              { valveName, refrigerant, conditions, serialId: slice.series[slice.series.length - 1]!.Id },
              { valveName, refrigerant, conditions, approvals: ['UL'] },
              { valveName, refrigerant, conditions, approvals: ['LVD(TUV/VDE)', 'CE'] },
              ...(system ? [{ valveName, refrigerant, conditions, systemId: system.Id }] : []),
            ];
            for (const body of scoped) {
              expect(locally(() => local.calculate(body, presentation), language), JSON.stringify(body)).toEqual(await call('POST', '/ucselection/calculate', headers, body));
            }
          }
          const change = { valveName, refrigerant, conditions: at(POINTS[0]!) };
          expect(locally(() => local.evaporatingChanged(change, presentation), language)).toEqual(await call('POST', '/ucselection/tb_techanged', headers, change));
          expect(locally(() => local.condensingChanged(change, presentation), language)).toEqual(await call('POST', '/ucselection/tb_tkchanged', headers, change));
        }
      }
    }
    // The grid compared real answers, not only refusals: sizes were graded Optimal or Available.
    expect(compared).toBe(LANGUAGES.length * UNIT_SYSTEMS.length * refrigerants.length * POINTS.length);
    expect(graded).toBeGreaterThan(0);
  });

  it('a refusal is the server\'s: an unknown refrigerant, a Te above Tk, a series of another family', async () => {
    const slice = (await call<CatalogueSlice & { etag: string }>('GET', '/selection/slice?valveName=Sov', {})).envelope.Data!;
    const local = createLocalSelection(slice, translator);
    const bodies: CalculationBody[] = [
      { valveName: 'Sov', refrigerant: 'R9999', conditions: {} },
      { valveName: 'Sov', refrigerant: 'R410A', conditions: { Te: { value: 45, unit: '℃' }, Tk: { value: 40, unit: '℃' } } },
      { valveName: 'Sov', refrigerant: 'R410A', conditions: { Te: { value: -10, unit: 'bar' } } },
      { valveName: 'Sov', refrigerant: 'R410A', serialId: 999_999, conditions: {} },
      { valveName: 'Sov', refrigerant: 'R410A', systemId: 999_999, conditions: {} },
    ];
    for (const language of LANGUAGES) {
      const headers = { LANG: language, Unitid: '2' };
      for (const body of bodies) {
        const server = await call('POST', '/ucselection/calculate', headers, body);
        expect(server.envelope.Result).not.toBe(0);
        expect(locally(() => local.calculate(body, presentationOf(language, 2)), language)).toEqual(server);
      }
    }
  });
});
