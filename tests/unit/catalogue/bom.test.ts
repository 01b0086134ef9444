// The orderable bill of materials (issue #28 https://issues/28): each chosen product as the parts a distributor
// sells, resolved against the demo catalogue as it is written to disk, and the relations' own checks.
import { describe, expect, it } from 'vitest';
import { billOfMaterials, checkCatalogue, createCatalogue, isChoiceOf, mergeBills, type Accessory } from '../../../src/catalogue';
import { readCatalogueData } from '../../../host-site/server/catalogue/load';
import { tinyCatalogue } from './fixture';

const data = readCatalogueData();
const catalogue = createCatalogue(data);
const byName = (name: string) => {
  const found = data.products.find((p) => p.ProductName === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
};
const parts = (name: string, quantity = 1) =>
  billOfMaterials(catalogue, byName(name).PartNumber, { quantity })!.lines.map((l) => [l.role, l.name, l.quantity]);

describe('billOfMaterials on the demo catalogue', () => {
  it('splits a solenoid valve with its coil into the body and the coil', () => {
    const bom = billOfMaterials(catalogue, byName('MDF-A02-S22-230AC').PartNumber, { quantity: 3 })!.lines;
    expect(bom.map((l) => [l.role, l.partNumber, l.quantity])).toEqual([
      ['body', byName('MDF-A02-S22').PartNumber, 3],
      ['coil', 'COIL-10001', 3],
    ]);
    expect(bom[1]!.description).toBe('230 V AC 50/60 Hz, 9 W, DIN 43650, IP65');
  });

  it('gives a flare solenoid valve one nut per end of each size', () => {
    expect(parts('MDF-A05-F34-24DC')).toEqual([
      ['body', 'MDF-A05-F34', 1],
      ['coil', 'MQ-24DC', 1],
      ['flare-nut', 'FN-3', 1],
      ['flare-nut', 'FN-4', 1],
    ]);
    // A body alone is billed with the coil it needs (issue #35), preselected without mains as the first coil.
    expect(parts('MDF-A02-F22', 2)).toEqual([
      ['body', 'MDF-A02-F22', 2],
      ['coil', 'MQ-230AC-50/60', 2],
      ['flare-nut', 'FN-2', 4],
    ]);
  });

  it('gives an electronic valve its stator, driver and, for an M12 stator, the cable', () => {
    // SEK runs a bipolar stepper (issue #35): its stator is the bipolar one, and SD-B24 drives it.
    expect(parts('SEK-16-S33-M12')).toEqual([
      ['body', 'SEK-16-S33', 1],
      ['coil', 'SB-12DC-M12', 1],
      ['driver', 'SD-B24', 1],
      ['cable', 'SC-M12-3', 1],
    ]);
    // A stator with its own cable needs none.
    expect(parts('DPF-13-S33-L10').map(([role]) => role)).toEqual(['body', 'coil', 'driver']);
  });

  it('buys a thermostatic valve with an interchangeable orifice as element, orifice and connection set', () => {
    const rfgb = data.products.find((p) => p.ProductName.startsWith('RFGBX-03-') && p.ConnectionType === 'ODF')!;
    const bom = billOfMaterials(catalogue, rfgb.PartNumber)!.lines;
    // Issue #35: the first line is the element (body), so that the orifice and connection set are not read as in it.
    expect(bom.map((l) => l.role)).toEqual(['body', 'orifice', 'connection-set']);
    expect(bom[1]!.name).toBe('RFGB-ORF-03');
    expect(bom[2]!.name).toBe(`RFGB-CS-ODF-${rfgb.ConnectionIn}x${rfgb.ConnectionOut}`.replace(/\//g, ''));
    // A fixed-orifice series is one part.
    const rfkh = data.products.find((p) => p.ProductName.startsWith('RFKHX-03-'))!;
    expect(billOfMaterials(catalogue, rfkh.PartNumber)!.lines.map((l) => l.role)).toEqual(['valve']);
  });

  it('answers undefined for an unknown part number', () => {
    expect(billOfMaterials(catalogue, 'NOPE-1')).toBeUndefined();
  });

  it('adds up the lines two products share', () => {
    const a = byName('MDF-A02-S22-230AC').PartNumber;
    const b = byName('MDF-A03-S33-230AC').PartNumber;
    const merged = mergeBills([billOfMaterials(catalogue, a)!.lines, billOfMaterials(catalogue, b, { quantity: 2 })!.lines]);
    expect(merged.map((l) => [l.role, l.quantity])).toEqual([['body', 1], ['coil', 3], ['body', 2]]);
    // The shared coil serves both products.
    expect(merged[1]!.forAll).toEqual([a, b]);
  });
});

describe('checkCatalogue on accessories', () => {
  const accessory = (over: Partial<Accessory>): Accessory => ({
    PartNumber: 'NUT-1', Name: 'FN-3', Kind: 'flare-nut', Description: { cn: '螺母', en: 'Nut' }, Serialids: [1], Quantity: 1, Sort: 1, ...over,
  });
  const issues = (a: Accessory) => checkCatalogue({ ...tinyCatalogue(), accessories: [a] }).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('accepts a consistent accessory', () => {
    expect(issues(accessory({ Sizeids: [1], CoilConnections: ['DIN'] }))).toEqual([]);
  });
  it('rejects unknown series, a size of another series, an unknown coil connection and a part number in use', () => {
    expect(issues(accessory({ Serialids: [9] }))).toEqual(['Serialids.0: Serialids 9 does not exist in series.json']);
    expect(issues(accessory({ Sizeids: [3] }))).toEqual(['Sizeids.0: size 3 is of series 2, which Serialids does not list']);
    expect(issues(accessory({ CoilConnections: ['M12'] }))).toEqual(['CoilConnections.0: no coil has the connection M12 (coils.json)']);
    expect(issues(accessory({ PartNumber: 'COIL-1' }))).toEqual(["PartNumber: part number COIL-1 is already a product's or a coil's"]);
  });
});

// Issue #35 (https://issues/35): a bill is what the buyer must order to install the product, every time.
describe('choices: a body alone is billed with the coil the buyer chooses', () => {
  const body = byName('MDF-A02-S22').PartNumber;
  const bill = (request: Parameters<typeof billOfMaterials>[2]) => billOfMaterials(catalogue, body, request)!;

  it('preselects the coil of the mains: 230 V 50/60 Hz in Europe, 110 V 50/60 Hz for 120 V 60 Hz, and says so', () => {
    expect(bill({ mains: { voltageV: 230, frequencyHz: 50 } }).choices).toEqual([
      expect.objectContaining({ for: body, part: 'coil', chosen: 'COIL-10001', preselected: true }),
    ]);
    expect(bill({ mains: { voltageV: 120, frequencyHz: 60 } }).choices[0]!.chosen).toBe('COIL-10002');
    // China's 220 V is nearer 230 than 110.
    expect(bill({ mains: { voltageV: 220, frequencyHz: 50 } }).choices[0]!.chosen).toBe('COIL-10001');
    expect(bill({ mains: { voltageV: 120, frequencyHz: 60 } }).choices[0]!.options.map((o) => o.partNumber)).toEqual([
      'COIL-10001', 'COIL-10002', 'COIL-10003', 'COIL-10004', 'COIL-10006', 'COIL-10005',
    ]);
  });

  it("bills the buyer's choice, says it was chosen, and names what each line is for", () => {
    const chosen = bill({ quantity: 2, choice: 'coil-10004', mains: { voltageV: 230, frequencyHz: 50 } });
    expect(chosen.choices[0]).toMatchObject({ chosen: 'COIL-10004', preselected: false });
    expect(chosen.lines.map((l) => [l.role, l.partNumber, l.quantity, l.for])).toEqual([
      ['body', body, 2, undefined],
      ['coil', 'COIL-10004', 2, { partNumber: body, part: 'coil' }],
    ]);
    expect(isChoiceOf(catalogue, body, 'COIL-10004')).toBe(true);
    // A stator is no solenoid's option, nor is there a choice for a product that carries its coil.
    expect(isChoiceOf(catalogue, body, 'COIL-30001')).toBe(false);
    expect(isChoiceOf(catalogue, byName('MDF-A02-S22-230AC').PartNumber, 'COIL-10004')).toBe(false);
  });

  it('offers an EEV body its own motor type of stators, each with the driver of that motor', () => {
    const sek = billOfMaterials(catalogue, byName('SEK-16-S33').PartNumber)!;
    expect(sek.choices[0]!.part).toBe('stator');
    expect(sek.choices[0]!.options.map((o) => o.name)).toEqual(['SB-12DC-L05', 'SB-12DC-L10', 'SB-12DC-L20', 'SB-12DC-L30', 'SB-12DC-M12']);
    expect(sek.lines.map((l) => l.name)).toEqual(['SEK-16-S33', 'SB-12DC-L05', 'SD-B24']);
    const dpf = billOfMaterials(catalogue, byName('DPF-13-S33').PartNumber, { choice: 'COIL-30004' })!;
    expect(dpf.lines.map((l) => [l.name, l.for?.part])).toEqual([['DPF-13-S33', undefined], ['ST-12DC-M12', 'stator'], ['SD-U12', 'driver'], ['SC-M12-3', 'cable']]);
  });
});

/** A flare end's nut size as the demo names it: FN-<eighths of an inch>. */
const nutFor = (end: string) => {
  const m = /^(\d+)\/(\d+)$/.exec(end)!;
  return `FN-${(Number(m[1]) * 8) / Number(m[2])}`;
};

describe('every product of the demo range is billed with every part needed to install it', () => {
  const familyOf = new Map(data.series.map((s) => [s.Id, data.families.find((f) => f.Id === s.Valveid)!.Classname]));
  const seriesName = new Map(data.series.map((s) => [s.Id, s.Name]));
  const coilByPartNumber = new Map(data.coils.map((c) => [c.PartNumber, c]));
  const accessoryByPartNumber = new Map(data.accessories.map((a) => [a.PartNumber, a]));
  const quantity = 3;

  /** Every way a product may be billed: as it is, and for a body alone with each option of its choice. */
  const billsOf = (partNumber: string) => {
    const first = billOfMaterials(catalogue, partNumber, { quantity })!;
    const options = first.choices[0]?.options ?? [];
    return [first, ...options.map((o) => billOfMaterials(catalogue, partNumber, { quantity, choice: o.partNumber })!)];
  };

  it.each(data.families.map((f) => f.Classname))('%s', (family) => {
    const products = data.products.filter((p) => familyOf.get(p.Serialid) === family);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products)
      for (const bill of billsOf(product.PartNumber)) {
        const lines = bill.lines;
        const where = `${product.ProductName} (${lines.map((l) => l.name).join(', ')})`;
        const of = (role: string) => lines.filter((l) => l.role === role);
        // Nothing twice, and every line but the product's own says it is for the product.
        expect(new Set(lines.map((l) => l.partNumber)).size, where).toBe(lines.length);
        for (const line of lines.slice(1)) expect(line.for?.partNumber, where).toBe(product.PartNumber);
        expect(['valve', 'body'], where).toContain(lines[0]!.role);
        expect(lines[0]!.quantity, where).toBe(quantity);

        const coils = of('coil');
        if (family === 'Sov' || family === 'Mv4' || family === 'Eev') {
          // A solenoid, four-way or electronic valve is bought with one coil (stator) per valve.
          expect(coils.map((l) => l.quantity), where).toEqual([quantity]);
          expect(lines[0]!.role, where).toBe('body');
          const coil = coilByPartNumber.get(coils[0]!.partNumber)!;
          expect(coil.Serialids, where).toContain(product.Serialid);
          if (product.Coilid !== undefined) expect(coil.Id, where).toBe(product.Coilid);
        } else expect(coils, where).toEqual([]);

        if (family === 'Eev') {
          // Stator and driver of the same motor type: a bipolar driver never runs a unipolar stator.
          const stator = coilByPartNumber.get(coils[0]!.partNumber)!;
          const drivers = of('driver');
          expect(drivers.map((l) => l.quantity), where).toEqual([quantity]);
          const expectedMotor = ['VPF', 'SEK'].includes(seriesName.get(product.Serialid)!) ? 'bipolar' : 'unipolar';
          expect(stator.Motor, where).toBe(expectedMotor);
          expect(accessoryByPartNumber.get(drivers[0]!.partNumber)!.Motor, where).toBe(expectedMotor);
          expect(of('cable').length, where).toBe(stator.Connection === 'M12 plug' ? 1 : 0);
        } else expect(of('driver'), where).toEqual([]);

        // A flare nut per SAE end, by the end's size: a 3/8 × 1/2 valve takes one FN-3 and one FN-4 per valve.
        const nuts = of('flare-nut').map((l) => [l.name, l.quantity]);
        const ends = product.ConnectionType === 'SAE' ? [product.ConnectionIn!, product.ConnectionOut!] : [];
        const expected = new Map<string, number>();
        for (const end of ends) expected.set(nutFor(end), (expected.get(nutFor(end)) ?? 0) + quantity);
        expect(new Map(nuts as [string, number][]), where).toEqual(expected);

        // The thermostatic element with an interchangeable orifice: its orifice and connection set, and the element as body.
        const rfgb = seriesName.get(product.Serialid) === 'RFGB';
        const size = data.sizes.find((s) => s.Id === product.Sizeid)!;
        const code = size.tech?.family === 'TxvOld' ? size.tech.orificeCode : undefined;
        expect(of('orifice').map((l) => [l.name, l.quantity]), where).toEqual(rfgb ? [[`RFGB-ORF-${code}`, quantity]] : []);
        expect(of('connection-set').map((l) => l.name), where).toEqual(
          rfgb ? [`RFGB-CS-${product.ConnectionType}-${product.ConnectionIn}x${product.ConnectionOut}`.replace(/\//g, '')] : [],
        );
        if (rfgb) expect(lines[0]!.role, where).toBe('body');
      }
  });
});

describe('checkCatalogue refuses a product whose needed part does not resolve', () => {
  const without = (names: string[]) => checkCatalogue({ ...data, accessories: data.accessories.filter((a) => !names.includes(a.Name)) });

  it('accepts the demo range', () => {
    expect(checkCatalogue(data)).toEqual([]);
  });
  it('names the flare end that has no nut, the stator without its driver, the element without its orifice', () => {
    const nut = without(['FN-3']);
    const product = data.products[nut[0]!.index]!;
    expect(product.ConnectionType).toBe('SAE');
    expect(nut[0]).toMatchObject({ entity: 'products', path: [product.ConnectionIn === '3/8' ? 'ConnectionIn' : 'ConnectionOut'] });
    expect(nut[0]!.message).toMatch(/^the 3\/8 SAE end needs a flare nut, but no flare-nut in accessories.json has EndSize 3\/8 for series \d+$/);

    const driver = without(['SD-B24']);
    expect(new Set(driver.map((i) => seriesName(data.products[i.index]!.Serialid)))).toEqual(new Set(['VPF', 'SEK']));
    expect(driver[0]!.message).toMatch(/^needs a driver for its bipolar stator SB-12DC-L05, but no driver in accessories.json fits/);

    const orifice = without(data.accessories.filter((a) => a.Kind === 'orifice' && a.Name.endsWith('-03')).map((a) => a.Name));
    expect(orifice.length).toBeGreaterThan(0);
    expect(orifice.every((i) => i.path[0] === 'Sizeid' && /needs an orifice/.test(i.message))).toBe(true);
  });
  it('refuses a series that needs a coil no coil lists', () => {
    const issues = checkCatalogue({ ...data, coils: data.coils.map((c) => (c.Name.startsWith('QV-') ? { ...c, Serialids: c.Serialids.filter((id) => seriesName(id) !== 'SHF') } : c)) });
    expect(issues.length).toBe(data.products.filter((p) => seriesName(p.Serialid) === 'SHF').length);
    expect(issues[0]!.message).toMatch(/needs a coil, but the product has no Coilid and no coil in coils.json lists the series/);
  });
});

function seriesName(id: number): string {
  return data.series.find((s) => s.Id === id)!.Name;
}
