// Sizes' provenance in the request's units and words: the method, the rating basis, the corrections and the
// equation of state (issue 23: makers' tools disagree on the same case; ours says why its number is what it is).
import type { ComputedAt, ProvenanceDetail, RowProvenance } from '../contracts/selection';
import type { Correction, Provenance, RatingBasis } from '../engine';
import type { Translate } from '../i18n/translate';
import type { UnitPresenter } from './unit-presenter';
import { worded } from './reasons';

const EOS_KIND = { pure: 'pure', 'pseudo-pure': 'pseudoPure', mixture: 'mixture' } as const;

const BASIS_FIGURES = [
  ['liquidTemperature', 'Temp'],
  ['subcooling', 'Temp2'],
  ['superheat', 'Temp2'],
  ['drop', 'Press'],
  ['losses', 'Press'],
] as const;

/** A basis with its figures in the unit set, and in words. */
function basisShown(basis: RatingBasis, units: UnitPresenter, t: Translate): { shown: ProvenanceDetail['basis']; words: string } {
  const shown: ProvenanceDetail['basis'] = { kind: basis.kind };
  if (basis.standard !== undefined) shown.standard = basis.standard;
  // A basis's standard is named when there is one (a TXV's orifice Kv has none; a line valve's is IEC 60534-2-1).
  const words = [worded(t, `selection:provenance.kind.${basis.kind}`, { standard: basis.standard ?? '' }, basis.standard === undefined ? undefined : 'standard')];
  for (const [name, quantity] of BASIS_FIGURES) {
    const si = basis[name];
    if (si === undefined) continue;
    shown[name] = units.measured(quantity, si);
    words.push(worded(t, `selection:provenance.basis.${name}`, { value: units.text(quantity, si) }));
  }
  return { shown, words: words.join(', ') };
}

/** Two figures alike as their text is: equal, or both missing, or both not a number. */
function sameFigure(a: number | undefined, b: number | undefined): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * What tells two bases apart: kind, standard and figures. Compared field by field: a TXV family's sizes each bring
 * a basis of their own, and writing each as a text key to look it up cost more than wording the answer's few
 * (issue 29).
 */
function sameBasis(a: RatingBasis, b: RatingBasis): boolean {
  return a === b || (a.kind === b.kind && a.standard === b.standard && BASIS_FIGURES.every(([name]) => sameFigure(a[name], b[name])));
}

function sameCorrections(a: readonly Correction[], b: readonly Correction[]): boolean {
  return a.length === b.length && a.every((c, i) => c.code === b[i]!.code && sameFigure(c.factor, b[i]!.factor));
}

const sameCitations = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((c, i) => c === b[i]));

/** Where an answer is calculated (issue 41): by this server or in the browser, from the catalogue data of `version`. */
export function computedAt(by: ComputedAt['by'], version: string, t: Translate): ComputedAt {
  return { by, catalogueVersion: version, text: worded(t, `selection:provenance.computed.${by}`, { version }) };
}

/**
 * The provenances of one answer's rows: each distinct one worded once and listed, each row told its method and
 * index; each carries where the answer was calculated (`computed`). The sizes of an answer mostly share one (a drier family's 47 sizes), and where they differ (a TXV's
 * anchor to its own table) only in their corrections: the basis and the equation are worded once per answer.
 */
export function provenanceList(units: UnitPresenter, t: Translate, computed: ComputedAt): { of: (p: Provenance) => RowProvenance; list: ProvenanceDetail[] } {
  const list: ProvenanceDetail[] = [];
  const byObject = new Map<Provenance, number>();
  // The distinct provenances met (the anchor left out) with their index in the list; an answer has a few.
  const distinct: { provenance: Provenance; corrections: readonly Correction[]; source: number }[] = [];
  const bases: { basis: RatingBasis; shown: ProvenanceDetail['basis']; words: string }[] = [];
  const equations = new Map<string, string>();
  const separator = worded(t, 'errors:listSeparator', {});

  const basisOf = (basis: RatingBasis) => {
    let known = bases.find((b) => sameBasis(b.basis, basis));
    if (!known) bases.push((known = { basis, ...basisShown(basis, units, t) }));
    return known;
  };

  const detail = (p: Provenance, corrections: readonly Correction[]): ProvenanceDetail => {
    const basis = basisOf(p.basis);
    const eos = p.equationOfState;
    const citations = eos.citations.join(', ');
    let eosWords = equations.get(citations);
    if (eosWords === undefined) equations.set(citations, (eosWords = worded(t, `selection:provenance.eos.${EOS_KIND[eos.kind]}`, { citations, reference: eos.reference })));
    const parts = [worded(t, `selection:provenance.method.${p.method}`, {}), basis.words];
    if (corrections.length > 0) {
      const list = corrections.map((c) => worded(t, `selection:provenance.correction.${c.code}`, { factor: units.numberText(c.factor) })).join(', ');
      parts.push(worded(t, 'selection:provenance.corrections', { list }));
    }
    parts.push(eosWords);
    return {
      method: p.method,
      basis: basis.shown,
      corrections: corrections.map((c) => ({ code: c.code as 'drop' | 'subcooling', factor: c.factor })),
      equationOfState: { kind: eos.kind, citations: [...eos.citations], reference: eos.reference },
      text: parts.join(separator),
      computed,
    };
  };

  // A size's anchor to its own table (extrapolated) and the model's uncertainty are the row's; the rest of the
  // provenance is shared.
  const of = (p: Provenance): RowProvenance => {
    const anchor = p.corrections.find((c) => c.code === 'anchor');
    let source = byObject.get(p);
    if (source === undefined) {
      const corrections = anchor ? p.corrections.filter((c) => c !== anchor) : p.corrections;
      const known = distinct.find(
        (d) =>
          d.provenance.method === p.method &&
          sameBasis(d.provenance.basis, p.basis) &&
          sameCorrections(d.corrections, corrections) &&
          sameCitations(d.provenance.equationOfState.citations, p.equationOfState.citations),
      );
      source = known?.source ?? list.push(detail(p, corrections)) - 1;
      if (!known) distinct.push({ provenance: p, corrections, source });
      byObject.set(p, source);
    }
    const row: RowProvenance = anchor ? { method: p.method, source, anchor: anchor.factor } : { method: p.method, source };
    if (p.uncertainty !== undefined) row.uncertainty = p.uncertainty;
    return row;
  };
  return { of, list };
}
