export type { CompiledEos, HelmholtzDerivatives, IdealTerms, ResidualTerms } from './types';
export { createDerivatives } from './types';
export { residualDerivatives, idealDerivatives } from './helmholtz';
export { compiledEos, loadFluid } from './library';
export { compileEos } from './compile';
export type { FluidData } from './fluid-data';
