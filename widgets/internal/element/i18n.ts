import { toJson } from '../../../src/contracts/json';
import type { i18n, Resource, TFunction } from 'i18next';
import { createElement, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
// Only the context object: the one react-i18next's I18nextProvider fills, so the host site's provider and a
// widget's are the same mechanism, while a widget's bundle leaves out the rest of react-i18next (~2 KB gzip).
import { I18nContext } from 'react-i18next';
import { createI18nInstance } from '../../../src/i18n/instance';
import { followLoadableLanguages } from '../../../src/i18n/load-language';

/** Gives `instance` to the components below; what I18nextProvider does, without its module. */
export function I18nProvider({ i18n: instance, children }: { i18n: i18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: { i18n: instance } }, children);
}

/** The i18next instance provided above (a widget's own, or the host site's). */
export function useI18n(): i18n {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error('a widget component needs an i18next instance: render it inside I18nProvider or I18nextProvider');
  return instance;
}

/**
 * `t` for `namespaces` (the first is the default; others by prefix, `units:quantity.Temp`), re-rendering when the
 * language changes or strings are added (a namespace loaded on demand).
 */
export function useTranslator(namespaces: readonly string[]): { t: TFunction; i18n: i18n } {
  const instance = useI18n();
  useStringUpdates(instance);
  // One `t` per language, so that effects depending on it do not run on every render; it reads the strings when
  // called, so strings added later show on the re-render their arrival causes.
  const key = namespaces.join(' ');
  const language = instance.language;
  const t = useMemo(() => instance.getFixedT(language, key.split(' ')), [instance, language, key]);
  return { t, i18n: instance };
}

/** How many texts a cached translator keeps before it starts again: a bound on a long session's typing. */
const CACHED_TEXTS = 4000;

/**
 * useTranslator's `t` remembering its texts (by key and values) until the language changes or strings are added.
 * For a list drawn again on every keystroke (the selector's results, issue 29): each row's words are the same as the
 * last answer's, and i18next's lookup and interpolation of them cost more than the rest of the row.
 */
export function useCachedTranslator(namespaces: readonly string[]): TFunction {
  const { t, i18n: instance } = useTranslator(namespaces);
  const strings = storeState(instance);
  return useMemo(() => {
    const texts = new Map<string, string>();
    const cached = (key: string | string[], options?: Record<string, unknown>) => {
      const id = options ? `${String(key)}\u0000${toJson(options)}` : String(key);
      let text = texts.get(id);
      if (text === undefined) {
        if (texts.size >= CACHED_TEXTS) texts.clear();
        text = String(t(key, options));
        texts.set(id, text);
      }
      return text;
    };
    return cached as unknown as TFunction;
    // `strings` names the strings the texts were read from: new ones (a namespace arrived) read them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, strings]);
}

/** Re-renders when `instance` changes language or is given strings (a namespace loaded on demand). */
export function useStringUpdates(instance: i18n) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const rendered = storeState(instance);
  useEffect(() => {
    instance.on('languageChanged', rerender);
    instance.store.on('added', rerender);
    // Strings that came between the render and this subscription (the page's language, fetched as the widget was
    // created, from the browser's cache) would otherwise wait for some later render.
    if (storeState(instance) !== rendered) rerender();
    return () => {
      instance.off('languageChanged', rerender);
      instance.store.off('added', rerender);
    };
  }, [instance, rendered]);
}

/** The instance's language and how many bundles it holds: what a render's strings depend on. */
function storeState(instance: i18n): string {
  const bundles = Object.values(instance.store.data).reduce((count, namespaces) => count + Object.keys(namespaces).length, 0);
  return `${instance.language} ${bundles}`;
}

/**
 * A widget's own i18next in `language`, holding the `resources` it was built with (English): in another of the
 * fourteen languages it shows English at once and its own namespaces, and only those, as their chunks arrive.
 */
export function createWidgetI18n(language: string, resources: Resource): i18n {
  const instance = createI18nInstance(language, resources);
  followLoadableLanguages(instance);
  return instance;
}
