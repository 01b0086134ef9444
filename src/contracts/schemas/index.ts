// Every call's contract with its schemas, for the server (request checks, OpenAPI) and the tests. The pairing is
// checked by the compiler: each contract names its schemas' type, and withSchemas takes only matching pairs.
import * as account from '../account';
import * as bom from '../bom';
import type { CallContract, CallSchemas } from '../call';
import * as health from '../health';
import * as preferences from '../preferences';
import * as projects from '../projects';
import * as punchout from '../punchout';
import * as report from '../report';
import * as results from '../results';
import * as selection from '../selection';
import * as selectionSlice from '../selection-slice';
import * as unitconvert from '../unitconvert';
import * as user from '../user';
import * as valve from '../valve';
import { accountSchemas } from './account';
import { bomFileSchemas, bomSchemas } from './bom';
import { healthSchemas } from './health';
import { preferenceSchemas } from './preferences';
import { projectSchemas } from './projects';
import { punchoutSchemas } from './punchout';
import { reportFileSchemas, reportSchemas } from './report';
import { resultSchemas } from './results';
import { selectionSchemas } from './selection';
import { selectionSliceSchemas } from './selection-slice';
import { unitConversionSchemas, unitconvertSchemas } from './unitconvert';
import { userSchemas } from './user';
import { valveSchemas } from './valve';

export * from './account';
export * from './bom';
export * from './health';
export * from './preferences';
export * from './projects';
export * from './punchout';
export * from './report';
export * from './results';
export * from './selection';
export * from './selection-slice';
export * from './unitconvert';
export * from './user';
export * from './valve';

type Contracts<S extends Record<string, CallSchemas>> = { [K in keyof S]: CallContract<S[K]> };

/** Each schema set joined to the contract of the same name. */
function withSchemas<S extends Record<string, CallSchemas>, C extends Contracts<S>>(contracts: C, schemas: S): { [K in keyof S]: C[K] & S[K] } {
  return Object.fromEntries(Object.entries(schemas).map(([name, set]) => [name, { ...contracts[name as keyof S], ...set }])) as { [K in keyof S]: C[K] & S[K] };
}

/** Many contracts sharing one schema set (the unit conversions). */
function allWithSchemas<C extends Record<string, CallContract<S>>, S extends CallSchemas>(contracts: C, schemas: S): { [K in keyof C]: C[K] & S } {
  return Object.fromEntries(Object.entries(contracts).map(([name, contract]) => [name, { ...contract, ...schemas }])) as { [K in keyof C]: C[K] & S };
}

export const healthContracts = withSchemas(health, healthSchemas);
export const unitConversionContracts = allWithSchemas(unitconvert.unitConversions, unitConversionSchemas);
export const unitconvertContracts = withSchemas(unitconvert, unitconvertSchemas);
export const valveContracts = withSchemas(valve, valveSchemas);
export const selectionContracts = withSchemas(selection, selectionSchemas);
export const selectionSliceContracts = withSchemas(selectionSlice, selectionSliceSchemas);
export const accountContracts = withSchemas(account, accountSchemas);
export const preferenceContracts = withSchemas(preferences, preferenceSchemas);
export const userContracts = withSchemas(user, userSchemas);
export const resultContracts = withSchemas(results, resultSchemas);
export const projectContracts = withSchemas(projects, projectSchemas);
export const reportContracts = withSchemas(report, reportSchemas);
export const bomContracts = withSchemas(bom, bomSchemas);
export const punchoutContracts = withSchemas(punchout, punchoutSchemas);
export const bomFileContracts = { bomFile: { ...bom.bomFile, ...bomFileSchemas.bomFile } };

export const reportFileContracts = {
  reportPdf: { ...report.reportPdf, ...reportFileSchemas.reportPdf },
  reportXlsx: { ...report.reportXlsx, ...reportFileSchemas.reportXlsx },
  reportJobFile: { ...report.reportJobFile, ...reportFileSchemas.reportJobFile },
};
