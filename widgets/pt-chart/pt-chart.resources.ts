import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/pt-chart.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the chart; an app that renders PtChart adds it to its own i18next. */
export const ptChartNamespace = 'pt-chart';

/** `{ en: { 'pt-chart': ... } }`: every string the chart shows (it needs no shared namespace). */
export const ptChartResources = {
  en: { [ptChartNamespace]: en },
} satisfies Resource;

defineLoadable(ptChartNamespace, (language) => import(`../../src/i18n/locales/${language}/pt-chart.json`));
