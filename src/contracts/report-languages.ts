// A report may be asked in any of SPEC §1's fourteen languages: the list the interface offers, written once.
export { languages as reportLanguages, type Language as ReportLanguage } from '../i18n/languages';
