export type { CompiledEos, HelmholtzDerivatives } from './types';
export { createDerivatives } from './types';
export { residualDerivatives, idealDerivatives } from './helmholtz';
export { compileEos } from './compile';
