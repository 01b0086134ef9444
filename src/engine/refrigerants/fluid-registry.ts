// Name lookup for the compiled fluid files: ASHRAE designations, case-insensitive, plus common aliases. It holds
// only the fluids registered with it, so a browser bundle carries the data of the fluids it has loaded (see
// load.ts) while Node registers them all at once (fluid-library.ts).
import type { FluidData } from '../eos/fluid-data';

const ALIASES: Readonly<Record<string, string>> = {
  PROPANE: 'R290',
  'N-PROPANE': 'R290',
  ISOBUTANE: 'R600a',
  ISOBUTAN: 'R600a',
  BUTANE: 'R600',
  'N-BUTANE': 'R600',
  PROPYLENE: 'R1270',
  PROPYLEN: 'R1270',
  CARBONDIOXIDE: 'R744',
  CO2: 'R744',
  AMMONIA: 'R717',
  NH3: 'R717',
  R1234ZE: 'R1234ze(E)',
  R1234ZEE: 'R1234ze(E)',
  R1233ZDE: 'R1233zd(E)',
};

/** Canonical key of a refrigerant name: upper case, without an "R-" hyphen or spaces. */
export function nameKey(name: string): string {
  const k = name.trim().toUpperCase().replace(/\s+/g, '');
  return k.startsWith('R-') ? 'R' + k.slice(2) : k;
}

const byKey = new Map<string, FluidData>();

/** Makes a fluid's compact data findable by its engine name, CoolProp name and aliases; a second call is a no-op. */
export function registerFluid(data: FluidData): void {
  const key = nameKey(data.name);
  if (byKey.has(key)) return;
  byKey.set(key, data);
  byKey.set(nameKey(data.coolprop), data);
  for (const [alias, name] of Object.entries(ALIASES)) if (nameKey(name) === key) byKey.set(alias, data);
}

/** The compact data of a registered pure or pseudo-pure fluid, or undefined when the name is not one. */
export function findFluidData(name: string): FluidData | undefined {
  return byKey.get(nameKey(name));
}
