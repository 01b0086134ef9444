export type { CompiledEos, HelmholtzDerivatives, IdealTerms, ResidualTerms } from './types';
export { createDerivatives } from './types';
export { residualDerivatives, idealDerivatives } from './helmholtz';
export { compileEos } from './compile';
export type { FluidData } from './fluid-data';
