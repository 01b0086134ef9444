import type { Resource } from 'i18next';
import cn from '../../src/i18n/locales/cn/selector.json';
import en from '../../src/i18n/locales/en/selector.json';
import { performanceChartResources } from '../performance-chart/performance-chart.resources';

/** The i18n namespace of the selector; an app that renders Selector adds it (and the chart's) to its i18next. */
export const selectorNamespace = 'selector';

/** The selector's strings and those of the chart it draws curves with. */
export const selectorResources = {
  cn: { [selectorNamespace]: cn, ...performanceChartResources.cn },
  en: { [selectorNamespace]: en, ...performanceChartResources.en },
} satisfies Resource;
