// A size's provenance in the request's units and words: the method, the rating basis, the corrections and the
// equation of state (issue 23: makers' tools disagree on the same case; ours says why its number is what it is).
import type { RowProvenance } from '../../../../src/contracts/selection';
import type { Provenance } from '../../../../src/engine';
import type { Translate } from '../../http/translate';
import type { UnitPresenter } from '../units/unit-presenter';
import { worded } from './reasons';

const EOS_KIND = { pure: 'pure', 'pseudo-pure': 'pseudoPure', mixture: 'mixture' } as const;

/** The provenance with its figures in the unit set and its sentence in the language. */
export function rowProvenance(p: Provenance, units: UnitPresenter, t: Translate): RowProvenance {
  const { basis } = p;
  const shown: RowProvenance['basis'] = { kind: basis.kind };
  const words: string[] = [];
  if (basis.standard !== undefined) shown.standard = basis.standard;
  const figure = (name: 'liquidTemperature' | 'subcooling' | 'superheat' | 'drop' | 'losses', quantity: 'Temp' | 'Temp2' | 'Press') => {
    const si = basis[name];
    if (si === undefined) return;
    shown[name] = units.measured(quantity, si);
    words.push(worded(t, `selection:provenance.basis.${name}`, { value: units.text(quantity, si) }));
  };
  figure('liquidTemperature', 'Temp');
  figure('subcooling', 'Temp2');
  figure('superheat', 'Temp2');
  figure('drop', 'Press');
  figure('losses', 'Press');

  const separator = t('errors:listSeparator');
  // A basis's standard is named when there is one (a TXV's orifice Kv has none; a line valve's is IEC 60534-2-1).
  const kind = worded(t, `selection:provenance.kind.${basis.kind}`, { standard: basis.standard ?? '' }, basis.standard === undefined ? undefined : 'standard');
  const parts = [t(`selection:provenance.method.${p.method}`), [kind, ...words].join(', ')];
  if (p.corrections.length > 0) {
    const list = p.corrections.map((c) => worded(t, `selection:provenance.correction.${c.code}`, { factor: units.numberText(c.factor) })).join(', ');
    parts.push(worded(t, 'selection:provenance.corrections', { list }));
  }
  const eos = p.equationOfState;
  parts.push(worded(t, `selection:provenance.eos.${EOS_KIND[eos.kind]}`, { citations: eos.citations.join(', '), reference: eos.reference }));
  return {
    method: p.method,
    basis: shown,
    corrections: p.corrections.map((c) => ({ ...c })),
    equationOfState: { kind: eos.kind, citations: [...eos.citations], reference: eos.reference },
    text: parts.join(separator),
  };
}
