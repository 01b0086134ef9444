import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/selection.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

/** The selection form's words (field titles, options): the Selected List names a row's conditions by them. */
export const conditionWordsNamespace = 'selection';

export const conditionWordsResources = { en: { [conditionWordsNamespace]: en } } satisfies Resource;

defineLoadable(conditionWordsNamespace, (language) => import(`../../../../src/i18n/locales/${language}/selection.json`));
