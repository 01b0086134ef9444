/** The languages a report may be asked in: SPEC §1's two bundled and twelve loadable ones. */
export const reportLanguages = ['cn', 'en', 'it', 'fr', 'de', 'ko', 'ja', 'th', 'pl', 'tr', 'es', 'ru', 'ua', 'pt'] as const;
export type ReportLanguage = (typeof reportLanguages)[number];
