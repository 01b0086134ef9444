import { describe, expect, it } from 'vitest';
import { mergeRows, technicalRows } from '../../../../../../host-site/web/features/details/technical-rows';

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
});
