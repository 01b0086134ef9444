// The orderable bill of materials (issue #28 https://issues/28): each chosen product as the parts a distributor
// sells, resolved against the demo catalogue as it is written to disk, and the relations' own checks.
import { describe, expect, it } from 'vitest';
import { billOfMaterials, checkCatalogue, createCatalogue, mergeBills, type Accessory } from '../../../src/catalogue';
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
  billOfMaterials(catalogue, byName(name).PartNumber, quantity)!.map((l) => [l.role, l.name, l.quantity]);

describe('billOfMaterials on the demo catalogue', () => {
  it('splits a solenoid valve with its coil into the body and the coil', () => {
    const bom = billOfMaterials(catalogue, byName('MDF-A02-S22-230AC').PartNumber, 3)!;
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
    expect(parts('MDF-A02-F22', 2)).toEqual([
      ['valve', 'MDF-A02-F22', 2],
      ['flare-nut', 'FN-2', 4],
    ]);
  });

  it('gives an electronic valve its stator, driver and, for an M12 stator, the cable', () => {
    expect(parts('SEK-16-S33-M12')).toEqual([
      ['body', 'SEK-16-S33', 1],
      ['coil', 'ST-12DC-M12', 1],
      ['driver', 'SD-B24', 1],
      ['cable', 'SC-M12-3', 1],
    ]);
    // A stator with its own cable needs none.
    expect(parts('DPF-13-S33-L10').map(([role]) => role)).toEqual(['body', 'coil', 'driver']);
  });

  it('buys a thermostatic valve with an interchangeable orifice as element, orifice and connection set', () => {
    const rfgb = data.products.find((p) => p.ProductName.startsWith('RFGBX-03-') && p.ConnectionType === 'ODF')!;
    const bom = billOfMaterials(catalogue, rfgb.PartNumber)!;
    expect(bom.map((l) => l.role)).toEqual(['valve', 'orifice', 'connection-set']);
    expect(bom[1]!.name).toBe('RFGB-ORF-03');
    expect(bom[2]!.name).toBe(`RFGB-CS-ODF-${rfgb.ConnectionIn}x${rfgb.ConnectionOut}`.replace(/\//g, ''));
    // A fixed-orifice series is one part.
    const rfkh = data.products.find((p) => p.ProductName.startsWith('RFKHX-03-'))!;
    expect(billOfMaterials(catalogue, rfkh.PartNumber)!.map((l) => l.role)).toEqual(['valve']);
  });

  it('answers undefined for an unknown part number', () => {
    expect(billOfMaterials(catalogue, 'NOPE-1')).toBeUndefined();
  });

  it('adds up the lines two products share', () => {
    const a = billOfMaterials(catalogue, byName('MDF-A02-S22-230AC').PartNumber)!;
    const b = billOfMaterials(catalogue, byName('MDF-A03-S33-230AC').PartNumber, 2)!;
    const merged = mergeBills([a, b]);
    expect(merged.map((l) => [l.role, l.quantity])).toEqual([['body', 1], ['coil', 3], ['body', 2]]);
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
