import type { Resource } from 'i18next';
import cn from '../../src/i18n/locales/cn/pt-chart.json';
import en from '../../src/i18n/locales/en/pt-chart.json';

/** The i18n namespace of the chart; an app that renders PtChart adds it to its own i18next. */
export const ptChartNamespace = 'pt-chart';

/** `{ cn: { 'pt-chart': ... }, en: ... }`: every string the chart shows (it needs no shared namespace). */
export const ptChartResources = {
  cn: { [ptChartNamespace]: cn },
  en: { [ptChartNamespace]: en },
} satisfies Resource;
