import type { Resource } from 'i18next';
import { mergeResources, unitsResources } from '../../src/i18n/shared-namespaces';
import en from '../../src/i18n/locales/en/unit-set-chooser.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the unit-set chooser; an app that renders UnitSetChooser adds it to its own i18next. */
export const unitSetChooserNamespace = 'unit-set-chooser';

/** The chooser's strings and the quantities' names (`units`) its form shows. */
export const unitSetChooserResources: Resource = mergeResources(unitsResources, {
  en: { [unitSetChooserNamespace]: en },
});

defineLoadable(unitSetChooserNamespace, (language) => import(`../../src/i18n/locales/${language}/unit-set-chooser.json`));
