import { describe, expect, it } from 'vitest';
import { checkCatalogue, createCatalogue, meetsApprovals } from '../../../src/catalogue';
import { tinyCatalogue } from './fixture';

describe('checkCatalogue', () => {
  it('finds nothing wrong in consistent data', () => {
    expect(checkCatalogue(tinyCatalogue())).toEqual([]);
  });

  it('names a product whose size does not exist', () => {
    const data = tinyCatalogue();
    data.products[1]!.Sizeid = 99;
    expect(checkCatalogue(data)).toContainEqual(
      expect.objectContaining({ entity: 'products', index: 1, path: ['Sizeid'], message: expect.stringContaining('99') }),
    );
  });

  it('catches a size of another series, unknown refrigerants and approvals, duplicate part numbers', () => {
    const data = tinyCatalogue();
    data.products[0]!.Sizeid = 3;
    data.products[2]!.Refrigerant = ['R999'];
    data.series[0]!.Safetycer = ['XX'];
    data.products[3]!.PartNumber = 'SOV-10001';
    const fields = checkCatalogue(data).map((i) => `${i.entity}:${i.path.join('.')}`);
    expect(fields).toEqual(expect.arrayContaining(['products:Sizeid', 'products:Refrigerant.0', 'series:Safetycer.0', 'products:PartNumber']));
  });

  it('demands technical data for calculating families only, and CalculateType 0 for list-only ones', () => {
    const data = tinyCatalogue();
    delete data.sizes[0]!.tech;
    // sizes[3] (a Pt transmitter) has no technical data either, which is fine for a list-only family.
    expect(checkCatalogue(data).map((i) => `${i.entity}[${i.index}]:${i.path.join('.')}`)).toEqual(['sizes[0]:tech']);
    data.families[1]!.CalculateType = 1;
    const fields = checkCatalogue(data).map((i) => `${i.entity}:${i.path.join('.')}`);
    expect(fields).toContain('families:CalculateType');
  });

  // Issue #10: a recommendation may name the part number it recommends (SPEC §3).
  it('checks the part number a recommendation names: it exists, in its family and series', () => {
    const data = tinyCatalogue();
    const [first, second] = data.recommendations;
    first!.PartNumber = 'NOPE-1';
    second!.PartNumber = data.products.find((p) => p.Serialid !== second!.Serialids[0] && p.Valveid === second!.Valveid)!.PartNumber;
    expect(checkCatalogue(data).map((i) => `${i.entity}[${i.index}]:${i.path.join('.')}`)).toEqual(['recommendations[0]:PartNumber', 'recommendations[1]:PartNumber']);
    second!.PartNumber = data.products.find((p) => p.Serialid === second!.Serialids[0])!.PartNumber;
    expect(checkCatalogue(data).map((i) => i.index)).toEqual([0]);
  });

  it('needs a shop link for every region a country uses', () => {
    const data = tinyCatalogue();
    data.webConfig = [];
    expect(checkCatalogue(data)).toContainEqual(expect.objectContaining({ entity: 'countries', path: ['Location'] }));
  });
});

describe('Catalogue model', () => {
  const catalogue = createCatalogue(tinyCatalogue());

  it('finds families by Id and by Classname, case-insensitively', () => {
    expect(catalogue.family(1)?.Classname).toBe('Sov');
    expect(catalogue.family('sov')?.Id).toBe(1);
    expect(catalogue.family('Txv')).toBeUndefined();
  });

  it('indexes series, sizes and products in display order', () => {
    expect(catalogue.seriesOf(1).map((s) => s.Name)).toEqual(['FDF', 'MDF']);
    expect(catalogue.sizesOf(1).map((s) => s.Name)).toEqual(['MDF-A03', 'MDF-A04']);
    expect(catalogue.productsOfSize(3).map((p) => p.PartNumber)).toEqual(['SOV-11001']);
    expect(catalogue.productsOfFamily(2)).toHaveLength(1);
    expect(catalogue.product('sov-10002')?.Sizeid).toBe(2);
    expect(catalogue.coilsOf(2).map((c) => c.Name)).toEqual(['MQ-230AC']);
    expect(catalogue.seriesOf(99)).toEqual([]);
  });

  it('filters by refrigerant and approval groups; a comma group is met by any of its codes', () => {
    expect(catalogue.productsMatching(1, { refrigerant: 'R410A' }).map((p) => p.PartNumber)).toEqual(['SOV-10001']);
    expect(catalogue.productsMatching(1, { approvals: ['UL'] }).map((p) => p.PartNumber)).toEqual(['SOV-10001']);
    expect(catalogue.productsMatching(1, { approvals: ['TUV,VDE'] }).map((p) => p.PartNumber)).toEqual(['SOV-11001']);
    expect(catalogue.productsMatching(1, { approvals: ['CE', 'UL', 'TUV,VDE'] })).toEqual([]);
    expect(meetsApprovals(['CE'], [])).toBe(true);
  });

  it('lists the sizes that have a fitting product, series first in display order', () => {
    expect(catalogue.sizesMatching(1, { refrigerant: 'R134a' }).map((s) => s.Name)).toEqual(['FDF-09', 'MDF-A03', 'MDF-A04']);
    expect(catalogue.sizesMatching(1, { refrigerant: 'R134a' }, 1).map((s) => s.Name)).toEqual(['MDF-A03', 'MDF-A04']);
  });

  it('merges series data into a size, PS from the size when it overrides', () => {
    expect(catalogue.technicalData(1)?.common.psBar).toBe(35);
    expect(catalogue.technicalData(2)?.common.psBar).toBe(42);
    expect(catalogue.technicalData(99)).toBeUndefined();
  });

  it('matches recommendations on region and refrigerant, empty fields matching anything', () => {
    expect(catalogue.recommendations({ location: 'CN', refrigerant: 'R410A' }).map((r) => r.Id)).toEqual([2, 1]);
    expect(catalogue.recommendations({ location: 'EU', refrigerant: 'R134a' })).toEqual([]);
  });

  it('reads web config and shop links per region', () => {
    expect(catalogue.shopLink('CN')).toBe('https://shop.example.com/cn');
    expect(catalogue.webConfig('nope')).toBeUndefined();
  });
});
