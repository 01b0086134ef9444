import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../../../../src/contracts/valve';
import { mergeRows, productRows, technicalRows } from '../../../../../../host-site/web/features/details/technical-rows';

// Issue #10: the labels of the details page are unique.
describe('the technical data of the details page', () => {
  it('merges rows of one label, any case, saying each value once', () => {
    expect(
      mergeRows([
        { label: 'Inlet connection', value: '1/4 in' },
        { label: 'Kv', value: '0.45 m³/h' },
        { label: 'inlet connection', value: '6 mm' },
        { label: 'Inlet connection', value: '1/4 in' },
      ]),
    ).toEqual([
      { label: 'Inlet connection', value: '1/4 in / 6 mm' },
      { label: 'Kv', value: '0.45 m³/h' },
    ]);
  });

  it('lists product, series and size, the more specific standing where two say the same', () => {
    const rows = technicalRows({
      product: [
        { label: 'Part number', value: 'EEV-1' },
        { label: 'Coil voltage', value: '24 V AC' },
      ],
      series: [
        { label: 'Series description', value: 'Electronic expansion valve' },
        { label: 'Test pressure', value: '50 bar' },
      ],
      size: [
        { label: 'Test pressure', value: '55 bar' },
        { label: 'Coil voltage', value: '12 V DC' },
        { label: 'Steps', value: '500' },
      ],
    });
    expect(rows).toEqual([
      { label: 'Part number', value: 'EEV-1' },
      { label: 'Coil voltage', value: '24 V AC' },
      { label: 'Series description', value: 'Electronic expansion valve' },
      { label: 'Test pressure', value: '55 bar' },
      { label: 'Steps', value: '500' },
    ]);
    expect(new Set(rows.map((row) => row.label)).size).toBe(rows.length);
  });

  it("states the product's series and size, once when they share a name", () => {
    const product: ProductRow = {
      PartNumber: 'BV-1',
      ProductName: 'SBV-3-S33',
      ProductType: 'Full port',
      Valveid: 9,
      valveName: 'Bv',
      Serialid: 33,
      serialName: 'SBV',
      Sizeid: 235,
      sizeName: 'SBV-3',
      ConnectionType: 'ODF',
      ConnectionIn: '3/8',
      ConnectionOut: '3/8',
      Refrigerant: ['R410A', 'R32'],
      Safetycer: [],
    };
    const t = (key: string) => key;
    expect(productRows(t, product)).toEqual([
      { label: 'partNumber', value: 'BV-1' },
      { label: 'productName', value: 'SBV-3-S33' },
      { label: 'productType', value: 'Full port' },
      { label: 'series', value: 'SBV' },
      { label: 'size', value: 'SBV-3' },
      { label: 'connection', value: 'ODF 3/8' },
      { label: 'refrigerants', value: 'R410A, R32' },
    ]);
    const named = productRows(t, { ...product, sizeName: 'SBV', ConnectionOut: '1/2' });
    expect(named.filter((row) => row.value === 'SBV')).toEqual([{ label: 'seriesAndSize', value: 'SBV' }]);
    expect(named.find((row) => row.label === 'connection')?.value).toBe('ODF 3/8 × 1/2');
  });
});
