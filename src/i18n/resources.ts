import { errorsResources } from './errors-resources';
import { mergeResources, unitsResources } from './shared-namespaces';

export { mergeResources } from './shared-namespaces';

/** Both shared namespaces (errors, units): what the server starts from. */
export const sharedResources = mergeResources(errorsResources, unitsResources);
