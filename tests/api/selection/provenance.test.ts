// Every calculated row says where its figures come from (issue 23): the maker's table of the demo's expansion
// valves inside it, the model outside, a line valve's Kv, with the basis, the corrections and the equation of state,
// in the request's units and language.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculationData, SelectionRow } from '../../../src/contracts';
import { calculationData } from '../../../src/contracts/schemas';
import { languages } from '../../../src/i18n/languages';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo } from '../valve/demo-data';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function calculate(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CalculationData> {
  const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', body, headers));
  if (envelope.Result !== 0) throw new Error(String(envelope.ErrorMsg));
  return calculationData.parse(envelope.Data);
}

const rows = (d: CalculationData): SelectionRow[] => [...d.Optimal, ...d.Available, ...d.Prohibited];
/** A row's provenance in full: its method and the answer's entry it names. */
const provenance = (d: CalculationData, row: SelectionRow) => ({ ...d.Provenances[row.Provenance.source]!, method: row.Provenance.method, anchor: row.Provenance.anchor });
const celsius = (value: number) => ({ value, unit: '℃' });
const bar = (value: number) => ({ value, unit: 'bar' });

/** The demo catalogue's own table cell (kW) of a size, read from its JSON. */
function tableCell(sizeName: string, refrigerant: string, tcC: number, teC: number): number {
  const size = demo.sizes.find((s) => s.Name === sizeName)!;
  const grid = (size.tech as { ratingTable: { grids: Record<string, { teC: number[]; tcC: number[]; capacityKW: (number | null)[][] }> } }).ratingTable.grids[refrigerant]!;
  return grid.capacityKW[grid.tcC.indexOf(tcC)]![grid.teC.indexOf(teC)]!;
}

describe('provenance of each row', () => {
  it('an EEV with a table reads it at a node; one without, the model; each names its basis and equation', async () => {
    const data = await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: { Te: celsius(0), Tk: celsius(40), DTSC1: { value: 2, unit: 'K' }, Dp1: bar(0), Dp2: bar(0), Capicity: { value: 10, unit: 'kW' } } });
    const dpf = rows(data).filter((r) => r.SerialName === 'DPF');
    expect(dpf.length).toBeGreaterThan(0);
    for (const row of dpf) {
      expect(provenance(data, row)).toMatchObject({ method: 'table', basis: { kind: 'table', standard: 'RAC Brasil ESV shape (demo)', subcooling: { value: 4, unit: 'K' } }, corrections: [] });
      expect(row.Values.capacity!.value).toBeCloseTo(tableCell(row.SizeName, 'R410A', 40, 0), 2);
    }
    const vpf = provenance(data, rows(data).find((r) => r.SerialName === 'VPF')!);
    expect(vpf).toMatchObject({ method: 'model', basis: { kind: 'kv' }, corrections: [] });
    expect(vpf.equationOfState).toEqual({ kind: 'pseudo-pure', citations: [expect.any(String)], reference: 'IIR' });
    expect(vpf.text).toMatch(/^physical model; flow coefficient Kv, liquid .* ℃, .*Helmholtz equation of state .*reference state IIR$/);
  });

  it("a TXV reads the Danfoss-shaped table at its Tc 45 °C and anchors the model to it elsewhere", async () => {
    const at45 = await calculate({ valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: celsius(-10), Tk: celsius(45) } });
    const tabled = rows(at45).filter((r) => provenance(at45, r).basis.kind === 'table');
    expect(tabled.length).toBeGreaterThan(0);
    expect(new Set(tabled.map((r) => r.Provenance.method))).toEqual(new Set(['table']));
    const at40 = await calculate({ valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: celsius(-10), Tk: celsius(40) } });
    const anchored = provenance(at40, rows(at40).find((r) => r.SizeName === tabled[0]!.SizeName)!);
    expect(anchored.method).toBe('extrapolated');
    // The size's own anchor to its table rides on the row; the answer's entry is shared by every anchored TXV.
    expect(anchored.anchor).toBeGreaterThan(0);
    expect(new Set(rows(at40).filter((r) => r.Provenance.method === 'extrapolated').map((r) => r.Provenance.source)).size).toBe(1);
    expect(anchored.text).toContain("outside the maker's rating table: the model, scaled to the table's nearest point");
  });

  it('a line valve rests on its Kv (IEC 60534-2-1), a drier on its AHRI 710 rating', async () => {
    const sovs = await calculate({ valveName: 'Sov', refrigerant: 'R134a', conditions: {} });
    // One basis for every size: sent once.
    expect(sovs.Provenances).toHaveLength(1);
    expect(new Set(rows(sovs).map((r) => r.Provenance.source))).toEqual(new Set([0]));
    expect(provenance(sovs, rows(sovs)[0]!)).toMatchObject({ method: 'model', basis: { kind: 'kv', standard: 'IEC 60534-2-1' }, equationOfState: { kind: 'pure', citations: ['TillnerRoth-JPCRD-1994'], reference: 'IIR' } });
    const driers = await calculate({ valveName: 'Filter', refrigerant: 'R134a', conditions: {} });
    expect(provenance(driers, rows(driers)[0]!).basis).toMatchObject({ kind: 'rating', standard: 'AHRI 710' });
  });

  // Issue 36: the provenance matches the family and the method of every row. A line valve's text (IEC 60534-2-1) is a
  // Kv's at the actual conditions; an expansion valve's port at A is not such a Kv, even when it has no drop at all.
  it('an EEV without a drop is Prohibited on its own model\'s basis, never the line valves\' IEC 60534-2-1', async () => {
    // R410A 40 ℃ / 0 ℃: pk − pe ≈ 24.1 − 8.0 = 16.1 bar (NIST REFPROP dew pressures); losses of 10 + 10 bar leave none.
    const data = await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: { Te: celsius(0), Tk: celsius(40), Dp1: bar(10), Dp2: bar(10) } });
    expect(data.Optimal.length + data.Available.length).toBe(0);
    for (const row of data.Prohibited) {
      expect(row.Reasons.map((r) => r.code)).toContain('no_pressure_difference');
      const p = provenance(data, row);
      expect(p).toMatchObject({ method: 'model', basis: { kind: 'kv', losses: { value: 20, unit: 'bar' } } });
      expect(p.basis.standard).toBeUndefined();
      expect(p.text).not.toContain('IEC 60534');
    }
  });

  it('a TXV without a drop is Prohibited on its own model\'s basis, never the line valves\' IEC 60534-2-1', async () => {
    // R404A 40 ℃ / 0 ℃: pk − pe ≈ 18.2 − 6.1 = 12.1 bar (NIST REFPROP dew pressures); losses of 8 + 8 bar leave none.
    const data = await calculate({ valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: celsius(0), Tk: celsius(40), Dp1: bar(8), Dp2: bar(8) } });
    expect(data.Optimal.length + data.Available.length).toBe(0);
    expect(data.Prohibited.length).toBeGreaterThan(0);
    for (const row of data.Prohibited) {
      expect(row.Reasons.map((r) => r.code)).toContain('no_pressure_difference');
      const p = provenance(data, row);
      expect(p).toMatchObject({ method: 'model', basis: { kind: 'kv', losses: { value: 16, unit: 'bar' } } });
      expect(p.basis.standard).toBeUndefined();
      expect(p.text).not.toContain('IEC 60534');
    }
  });

  it('names IEC 60534-2-1 exactly for the families sized by a Kv at the actual conditions, in every row', async () => {
    const kvFamilies = ['Sov', 'Mv4', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg'];
    for (const valveName of [...kvFamilies, 'Filter', 'TxvOld', 'Eev']) {
      const data = await calculate({ valveName, refrigerant: 'R404A', conditions: {} });
      expect(rows(data).length, valveName).toBeGreaterThan(0);
      for (const row of rows(data)) expect(provenance(data, row).text.includes('IEC 60534-2-1'), `${valveName} ${row.SizeName}`).toBe(kvFamilies.includes(valveName));
    }
    // An EEV at C regulates vapour through its Kv: the line valves' basis is its own there.
    const atC = await calculate({ valveName: 'Eev', refrigerant: 'R404A', conditions: { Pos: 'C' } });
    for (const row of rows(atC)) expect(provenance(atC, row).basis.standard).toBe('IEC 60534-2-1');
  });

  it('is worded in every language and shown in the unit set', async () => {
    const body = { valveName: 'Eev', refrigerant: 'R134a', conditions: { Te: celsius(-10), Tk: celsius(40) } };
    for (const lang of languages) {
      const data = await calculate(body, { lang });
      const row = provenance(data, rows(data).find((r) => r.SerialName === 'SEK')!);
      expect(row.text, lang).not.toMatch(/provenance\.|selection:|\{\{/);
      expect(row.text, lang).toContain('TillnerRoth-JPCRD-1994');
    }
    // Losses of 0.2 bar (the specification's Dp1), less than the 1.5 bar the table takes off: more drop, more capacity.
    const lowLosses = { ...body, conditions: { ...body.conditions, Dp1: bar(0.2), Dp2: bar(0) } };
    const deData = await calculate(lowLosses, { lang: 'de' });
    const de = provenance(deData, rows(deData).find((r) => r.SerialName === 'SEK')!);
    expect(de.text).toMatch(/^in der Leistungstabelle des Herstellers interpoliert|^aus der Leistungstabelle/);
    expect(de.text).toMatch(/Korrekturen: Druckabfall × 1,\d+/);
    const imperialData = await calculate(body, { Unitid: '1' });
    const imperial = provenance(imperialData, rows(imperialData).find((r) => r.SerialName === 'SEK')!);
    expect(imperial.basis.liquidTemperature!.unit).toBe('℉');
  });

  // Issue 41: an answer says where it was calculated and from which catalogue data, and so does each row's provenance.
  it('says it was calculated on the server from the catalogue version, the answer and each provenance, in every language', async () => {
    for (const lang of languages) {
      const data = await calculate({ valveName: 'Eev', refrigerant: 'R134a', conditions: { Te: celsius(-10), Tk: celsius(40) } }, { lang });
      expect(data.Computed, lang).toMatchObject({ by: 'server', catalogueVersion: demo.version });
      expect(data.Computed.text, lang).toContain(demo.version);
      expect(data.Computed.text, lang).not.toMatch(/provenance\.|selection:|\{\{/);
      for (const row of rows(data)) expect(provenance(data, row).computed, lang).toEqual(data.Computed);
    }
    const english = await calculate({ valveName: 'Sov', refrigerant: 'R134a', conditions: {} });
    expect(english.Computed.text).toBe(`calculated on the server from catalogue data ${demo.version}`);
  });
});
