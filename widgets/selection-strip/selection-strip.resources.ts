import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/selection-strip.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the strip; an app that renders SelectionStrip adds it to its own i18next. */
export const selectionStripNamespace = 'selection-strip';

export const selectionStripResources = {
  en: { [selectionStripNamespace]: en },
} satisfies Resource;

defineLoadable(selectionStripNamespace, (language) => import(`../../src/i18n/locales/${language}/selection-strip.json`));
