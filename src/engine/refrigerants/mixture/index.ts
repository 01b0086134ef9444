// The mixture model with every blend's data registered: the entry for Node (server, tests, benches).
import { COMPONENT_DATA, MIXTURE_DATA } from './data';
import { registerMixture } from './registry';

for (const data of MIXTURE_DATA) registerMixture(data, COMPONENT_DATA);

export * from './properties';
