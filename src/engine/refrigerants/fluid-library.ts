// Every compiled fluid file, registered at once: the lookup for Node (server, tests, scripts). Browsers load one
// fluid at a time through load.ts instead, and never import this module.
import { FLUID_DATA } from './data';
import { registerFluid } from './fluid-registry';

for (const data of FLUID_DATA) registerFluid(data);

export { findFluidData } from './fluid-registry';

/** Engine names of every fluid with its own data file (user refrigerants and blend components). */
export function fluidNames(): string[] {
  return FLUID_DATA.map((d) => d.name);
}
