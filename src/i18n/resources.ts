import type { Resource } from 'i18next';
import cnErrors from './locales/cn/errors.json';
import cnUnits from './locales/cn/units.json';
import enErrors from './locales/en/errors.json';
import enUnits from './locales/en/units.json';

/**
 * The namespaces every consumer shares (server included). Widgets and the host site add their own namespaces
 * next to their code and pass them to createI18n, so a widget bundle carries only the strings it shows.
 */
export const sharedResources = {
  cn: { errors: cnErrors, units: cnUnits },
  en: { errors: enErrors, units: enUnits },
} satisfies Resource;
