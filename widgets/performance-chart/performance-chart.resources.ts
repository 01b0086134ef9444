import type { Resource } from 'i18next';
import cn from '../../src/i18n/locales/cn/performance-chart.json';
import en from '../../src/i18n/locales/en/performance-chart.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the chart; an app that renders PerformanceChart adds it to its own i18next. */
export const performanceChartNamespace = 'performance-chart';

export const performanceChartResources = {
  cn: { [performanceChartNamespace]: cn },
  en: { [performanceChartNamespace]: en },
} satisfies Resource;

defineLoadable(performanceChartNamespace, (language) => import(`../../src/i18n/locales/${language}/performance-chart.json`));
