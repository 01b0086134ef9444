import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/selector-points.json';
import { defineLoadable } from '../../src/i18n/load-language';

/**
 * The strings of the selector's operating points and its side-by-side comparison (issue 27): a namespace of its own
 * that comes with their lazy chunks, so that a one-point selection's first view carries none of it.
 */
export const selectorPointsNamespace = 'selector-points';

export const selectorPointsResources = {
  en: { [selectorPointsNamespace]: en },
} satisfies Resource;

defineLoadable(selectorPointsNamespace, (language) => import(`../../src/i18n/locales/${language}/selector-points.json`));
