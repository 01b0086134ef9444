import type { Resource } from 'i18next';
import cn from '../../src/i18n/locales/cn/pt-chart.json';
import en from '../../src/i18n/locales/en/pt-chart.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the chart; an app that renders PtChart adds it to its own i18next. */
export const ptChartNamespace = 'pt-chart';

/** `{ cn: { 'pt-chart': ... }, en: ... }`: every string the chart shows (it needs no shared namespace). */
export const ptChartResources = {
  cn: { [ptChartNamespace]: cn },
  en: { [ptChartNamespace]: en },
} satisfies Resource;

defineLoadable(ptChartNamespace, (language) => import(`../../src/i18n/locales/${language}/pt-chart.json`));
