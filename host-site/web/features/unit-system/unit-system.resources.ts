import type { Resource } from 'i18next';
import { mergeResources, unitsResources } from '../../../../src/i18n/shared-namespaces';
import en from '../../../../src/i18n/locales/en/unit-system.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const unitSystemNamespace = 'unit-system';

/** The chooser's strings, and the quantities' names (`units`) its table of units shows. */
export const unitSystemResources: Resource = mergeResources(unitsResources, {
  en: { [unitSystemNamespace]: en },
});

defineLoadable(unitSystemNamespace, (language) => import(`../../../../src/i18n/locales/${language}/unit-system.json`));
