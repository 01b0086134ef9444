// Saginomiya CHV four-way valves: capacities at 0.1 and 0.2 bar (R407C, condition 1). The catalogue excerpt does not
// print Kv, so each row fits the Kv from the 0.1 bar figure and predicts the 0.2 bar figure: the compressible drop
// law (IEC 60534-2-1 with Y) must carry one to the other. Condition 1 as the demo catalogue reads it:
// Te 7.2 °C, Tk 54.4 °C, superheat 11.1 K, subcooling 8.3 K, drop on the suction side.
import { describe, expect, it } from 'vitest';
import { valveCapacity } from '../../../src/engine';

const K = 273.15;
const cond1 = { refrigerant: 'R407C', position: 'C' as const, Te: K + 7.2, Tk: K + 54.4, superheat: 11.1, subcooling: 8.3 };

// Source: "Danfoss Saginomiya 4-Way Reversing Valves" (CHV), https://www.scribd.com/doc/56657391/SAGInoMIYA-4-Way-Reversing-Valves
const rows = [
  { type: 'CHV-0101', at01: 3.76, at02: 5.3 },
  { type: 'CHV-0201', at01: 7.18, at02: 10.11 },
  { type: 'CHV-0301', at01: 8.73, at02: 12.29 },
  { type: 'CHV-0401', at01: 15.91, at02: 22.4 },
  { type: 'CHV-0712', at01: 27.03, at02: 38.05 },
];

describe('Saginomiya CHV capacities at 0.1 and 0.2 bar', () => {
  it.each(rows)('$type: $at01 kW at 0.1 bar predicts $at02 kW at 0.2 bar within 1 %', (row) => {
    const perKv = valveCapacity({ ...cond1, Kv: 1, dp: 0.1e5 }) / 1000;
    const Kv = row.at01 / perKv;
    const predicted = valveCapacity({ ...cond1, Kv, dp: 0.2e5 }) / 1000;
    expect(Math.abs(predicted / row.at02 - 1), JSON.stringify({ ...row, Kv, predicted })).toBeLessThanOrEqual(0.01);
  });
});
