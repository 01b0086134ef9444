// Which family a call sizes, and which of its sizes: all of them, one series' (serialId), or those of the series a
// system application uses (systemId). The catalogue does not change while the server runs, so what these give for a
// family or a set of series is worked out once and kept (issue 17: the same for every request).
import type { Catalogue, Family, Series, Size } from '../catalogue';
import { sizingInput } from '../catalogue/sizing-inputs';
import type { FieldDefinition, SizeInput, SizingFamily } from '../engine';
import { isSizingFamily } from '../engine/sizing/models';
import type { Translate } from '../i18n/translate';
import { requireFamily, requireSeriesOf, requireSystem } from './lookup';
import { familyFields } from './positions';
import { refuse } from './refuse';

export interface SizingScope {
  family: Family;
  sizing: SizingFamily;
  /** Its condition fields, line positions narrowed to those the family fits. */
  fields: readonly FieldDefinition[];
}

const sizingScopes = new WeakMap<Family, SizingScope>();

/** A family by valveName that has a sizing model; list-only families (CalculateType 0) are refused by name. */
export function requireSizingFamily(catalogue: Catalogue, valveName: string, t: Translate): SizingScope {
  const family = requireFamily(catalogue, { valveName });
  const known = sizingScopes.get(family);
  if (known) return known;
  if (family.CalculateType === 0 || !isSizingFamily(family.Classname)) {
    throw refuse(t, 'invalidInput', { code: 'listOnly', field: 'valveName', values: { value: family.Classname } }, { valveName: family.Classname });
  }
  const scope = { family, sizing: family.Classname, fields: familyFields(family, family.Classname) };
  sizingScopes.set(family, scope);
  return scope;
}

/** The series whose sizes a calculation grades, in display order. */
export function seriesInScope(catalogue: Catalogue, family: Family, where: { serialId?: number | undefined; systemId?: number | undefined }, t: Translate): readonly Series[] {
  if (where.serialId !== undefined) return [requireSeriesOf(catalogue, family, where.serialId)];
  const all = catalogue.seriesOf(family.Id);
  if (where.systemId === undefined) return all;
  const system = requireSystem(catalogue, where.systemId);
  if (!system.Valveids.includes(family.Id)) {
    throw refuse(t, 'invalidInput', { code: 'systemWithoutFamily', field: 'systemId', values: { value: system.Id, family: family.Classname } }, { systemId: system.Id, family: family.Classname });
  }
  // A system that names the family but none of its series uses the family as a whole.
  const listed = all.filter((s) => system.Serialids.includes(s.Id));
  return listed.length > 0 ? listed : all;
}

/** A size with its series and the engine's input for it. */
export interface ScopedSize {
  size: Size;
  series: Series;
  input: SizeInput<SizingFamily, number>;
}

/** The sizes a calculation grades, in display order, with the engine's inputs and a look-up by size Id. */
export interface SizesInScope {
  sizes: readonly ScopedSize[];
  inputs: readonly SizeInput<SizingFamily, number>[];
  byId: ReadonlyMap<number, ScopedSize>;
}

const scopes = new WeakMap<Catalogue, Map<string, SizesInScope>>();

/** The sizes of the series that carry technical data for the family's model, in display order. */
export function sizesInScope(catalogue: Catalogue, sizing: SizingFamily, series: readonly Series[]): SizesInScope {
  let known = scopes.get(catalogue);
  if (!known) scopes.set(catalogue, (known = new Map()));
  const key = `${sizing}|${series.map((s) => s.Id).join(',')}`;
  const kept = known.get(key);
  if (kept) return kept;
  const sizes: ScopedSize[] = [];
  for (const s of series) {
    for (const size of catalogue.sizesOf(s.Id)) {
      const input = sizingInput(sizing, size, s);
      if (input) sizes.push({ size, series: s, input });
    }
  }
  const scope = { sizes, inputs: sizes.map((s) => s.input), byId: new Map(sizes.map((s) => [s.size.Id, s])) };
  known.set(key, scope);
  return scope;
}
