import { createContext, useContext } from 'react';
import { localeOf, normaliseLanguage } from '../../../src/i18n/languages';
import { useI18n } from './i18n';

/** What the element gives the component tree it renders; absent when a component runs in a plain React app. */
export interface WidgetContextValue {
  /** The custom element: events are dispatched from it. */
  host: HTMLElement;
  /** BCP 47 locale for numbers, from the `lang` in effect (may be `de` while the text is English). */
  locale: string;
  /** The `api-base` attribute, when the widget has one. */
  apiBase: string | undefined;
}

export const WidgetContext = createContext<WidgetContextValue | undefined>(undefined);

/**
 * The locale a component formats and parses numbers in: an explicit `override` (a prop), else the element's
 * `lang`, else the language of the surrounding i18next (the host site's). Its chosen language, not its resolved
 * one: i18next resolves a language while its strings are still on their way (to English), and keeps that answer
 * after they arrive, so a German page would print 2,088 where Germans write 2.088.
 */
export function useNumberLocale(override?: string): string {
  const widget = useContext(WidgetContext);
  const i18n = useI18n();
  return override ?? widget?.locale ?? localeOf(normaliseLanguage(i18n.language));
}
