import cnErrors from './locales/cn/errors.json';
import cnUnits from './locales/cn/units.json';
import { errorsResources } from './errors-resources';
import { mergeResources, unitsResources } from './shared-namespaces';

export { mergeResources } from './shared-namespaces';

/**
 * Both shared namespaces (errors, units) in both bundled languages: what the server starts from. Widgets take
 * the English-only errorsResources and unitsResources and load Chinese on demand like any other language.
 */
export const sharedResources = mergeResources(errorsResources, unitsResources, { cn: { errors: cnErrors, units: cnUnits } });
