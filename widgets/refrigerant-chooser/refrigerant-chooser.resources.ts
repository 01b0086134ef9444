import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/refrigerant-chooser.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the refrigerant chooser; an app that renders RefrigerantChooser adds it to its i18next. */
export const refrigerantChooserNamespace = 'refrigerant-chooser';

/** `{ en: { 'refrigerant-chooser': ... } }`, ready for createI18n(lang, resources) or addResourceBundle. */
export const refrigerantChooserResources = {
  en: { [refrigerantChooserNamespace]: en },
} satisfies Resource;

defineLoadable(refrigerantChooserNamespace, (language) => import(`../../src/i18n/locales/${language}/refrigerant-chooser.json`));
