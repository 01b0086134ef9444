import { defineLoadable } from '../../../src/i18n/load-language';

/** The i18n namespace of the answers the server gives about itself and the connection: shutdown, load, bad HTTP. */
export const serverStateNamespace = 'serverState';

defineLoadable(serverStateNamespace, (language) => import(`../../../src/i18n/locales/${language}/server-state.json`));
