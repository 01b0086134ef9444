import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/approvals-chooser.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the approvals chooser; an app that renders ApprovalsChooser adds it to its own i18next. */
export const approvalsChooserNamespace = 'approvals-chooser';

/** `{ en: { 'approvals-chooser': ... } }`, ready for createI18n(lang, resources) or addResourceBundle. */
export const approvalsChooserResources = {
  en: { [approvalsChooserNamespace]: en },
} satisfies Resource;

defineLoadable(approvalsChooserNamespace, (language) => import(`../../src/i18n/locales/${language}/approvals-chooser.json`));
