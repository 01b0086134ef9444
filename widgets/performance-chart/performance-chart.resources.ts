import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/performance-chart.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the chart; an app that renders PerformanceChart adds it to its own i18next. */
export const performanceChartNamespace = 'performance-chart';

export const performanceChartResources = {
  en: { [performanceChartNamespace]: en },
} satisfies Resource;

defineLoadable(performanceChartNamespace, (language) => import(`../../src/i18n/locales/${language}/performance-chart.json`));
