import { describe, expect, it } from 'vitest';
import { Grader } from '../../../../src/engine/sizing/grading';

const codes = { low: 'load_low', in: 'load_in_band', high: 'capacity_exceeded' } as const;

describe('Grader', () => {
  it('puts both band edges inside the band', () => {
    for (const v of [0.7, 1]) {
      const g = new Grader();
      g.band(v, 0.7, 1, codes, {});
      expect(g.result('k', { massFlow: 0 }).grade).toBe('Optimal');
    }
    const g = new Grader();
    g.band(0.6999999999, 0.7, 1, codes, {});
    expect(g.result('k', { massFlow: 0 }).reasons[0]!.code).toBe('load_low');
  });
  it('takes the worst grade and lists only its reasons', () => {
    const g = new Grader();
    g.optimal('drop_in_band', {});
    g.available('oversized', {});
    g.prohibit('mopd_exceeded', { differential: 2e6, mopd: 1e6 });
    g.prohibit('approval_missing', {});
    const r = g.result('k', { massFlow: 0 });
    expect(r.grade).toBe('Prohibited');
    expect(r.reasons.map((x) => x.code)).toEqual(['mopd_exceeded', 'approval_missing']);
    expect(r.reasons[0]!.values).toEqual({ differential: 2e6, mopd: 1e6 });
  });
});
