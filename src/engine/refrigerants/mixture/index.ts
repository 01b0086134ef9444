// The mixture model with every blend's data registered: the entry for Node (server, tests, benches).
import { COMPONENT_DATA, MIXTURE_DATA } from './data';
import { installBlendModel } from '../dispatch';
import * as blendModel from './blend-model';
import { registerMixture } from './registry';

for (const data of MIXTURE_DATA) registerMixture(data, COMPONENT_DATA);
installBlendModel(blendModel);

export * from './properties';
