import { searchParam, searchSchema } from '../../lib/search-params';

/**
 * The home page's address: `tab=application` shows the applications, `systemId` opens that system's valves on
 * the applications tab.
 */
export const homeSearch = searchSchema({ tab: searchParam.text(), systemId: searchParam.integer() });

export type HomeSearch = ReturnType<typeof homeSearch>;
