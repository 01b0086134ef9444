// A grade's reasons in words: the engine gives a code and SI numbers; here each number is shown in the request's
// units and the sentence comes from `selection:reason.<code>`. Codes used with two sets of numbers (a drop band
// and a load band) pick their sentence by i18next context: `oversized` / `oversized_load`.
import type { Reason } from '../engine';
import type { QuantityId } from '../engine/units';
import type { Translate } from '../i18n/translate';
import type { UnitPresenter } from './unit-presenter';

type Shown = 'ratio' | 'gauge' | QuantityId;

/** How each number the engine names is shown. */
const SHOWN: Readonly<Record<string, Shown>> = {
  pressureDrop: 'Press',
  allowed: 'Press',
  differential: 'Press',
  mopd: 'Press',
  minOpeningDp: 'Press',
  maxOperatingDp: 'Press',
  minShiftDp: 'Press',
  dischargeDrop: 'Press',
  minDischargeDrop: 'Press',
  availableDrop: 'Press',
  ratedDp: 'Press',
  fullOpenDp: 'Press',
  offset: 'Press',
  pressure: 'gauge',
  maxWorkingPressure: 'gauge',
  setting: 'gauge',
  Te: 'Temp',
  mop: 'Temp',
  loadRatio: 'ratio',
  opening: 'ratio',
  minOpening: 'ratio',
  partLoad: 'ratio',
  velocity: 'Velocity',
  capacity: 'CoolCapacity',
};

/** Band edges (low, high) and range ends (min, max) are shown like the number they bound. */
function boundShown(code: string, values: Reason['values']): Shown {
  if (code === 'evaporating_out_of_range') return 'Temp';
  if (code === 'setting_out_of_range' || code === 'condensing_setting_out_of_range') return 'gauge';
  if ('pressureDrop' in values) return 'Press';
  if ('velocity' in values) return 'Velocity';
  return 'ratio';
}

function context(code: string, values: Reason['values']): string | undefined {
  if ((code === 'oversized' || code === 'beyond_offset') && !('pressureDrop' in values)) return 'load';
  if (code === 'drop_high' && 'ratedDp' in values) return 'rated';
  return undefined;
}

export interface ReasonFacts {
  refrigerant: string;
  approvals: readonly string[];
}

/**
 * A reason's sentence as its fixed pieces and the names of the numbers between them (even indexes text, odd indexes
 * names). The sentences only interpolate (no plurals, formats or nesting), so i18next is asked once per language and
 * sentence with a marker for each number; a calculation words dozens of reasons, and i18next's lookup of each was a
 * tenth of the request (issue 17).
 */
type Sentence = readonly string[];

const MARK = '\u0000';
const sentences = new WeakMap<Translate, Map<string, Sentence>>();

function sentence(t: Translate, key: string, ctx: string | undefined, names: readonly string[]): Sentence {
  let known = sentences.get(t);
  if (!known) sentences.set(t, (known = new Map()));
  const id = `${key}|${ctx ?? ''}|${names.join(',')}`;
  let pieces = known.get(id);
  if (!pieces) {
    const marked: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
    pieces = t(key, ctx ? { ...marked, context: ctx } : marked).split(MARK);
    known.set(id, pieces);
  }
  return pieces;
}

/** The sentence of an i18n key with its strings filled in (i18next asked once per language, key and names). */
export function worded(t: Translate, key: string, params: Readonly<Record<string, string>>, ctx?: string): string {
  const pieces = sentence(t, key, ctx, Object.keys(params));
  let text = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) text += params[pieces[i]!]! + pieces[i + 1]!;
  return text;
}

/** One reason in the request's language and units. */
export function reasonText(reason: Reason, t: Translate, units: UnitPresenter, facts: ReasonFacts): string {
  const { code, values } = reason;
  const params: Record<string, string> = { refrigerant: facts.refrigerant, approvals: facts.approvals.join(', ') };
  for (const [name, si] of Object.entries(values)) {
    const shown = SHOWN[name] ?? boundShown(code, values);
    params[name] = shown === 'ratio' ? units.percentText(si) : shown === 'gauge' ? units.gaugeText(si) : units.text(shown, si);
  }
  return worded(t, `selection:reason.${code}`, params, context(code, values));
}
