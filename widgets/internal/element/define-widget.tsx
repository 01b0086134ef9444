import { CacheProvider, css } from '@emotion/react';
import type { Resource } from 'i18next';
import { useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { normaliseLanguage, numberLocaleOf } from '../../../src/i18n/languages';
import { renderedOnce, useElementProps, widgetElementClass, type ElementRootProps } from './custom-element';
import type { WidgetClass, WidgetComponent } from './element-types';
import { emit, type WidgetEventName } from './emit';
import { formControl, formViewOf, setMissingMessage } from './form-control';
import { createWidgetI18n, I18nProvider, useStringUpdates } from './i18n';
import { useInheritedLang } from './language';
import { callbackName, widgetAttributes, type WidgetMeta } from './meta';
import { shadowRootCache } from './styles';
import { definedElsewhere, widgetsVersion } from './version';
import { WidgetContext, type WidgetContextValue } from './widget-context';

export interface DefineWidgetOptions {
  /**
   * Every i18n namespace the widget shows, per language: its own and the shared ones it names
   * (`mergeResources(unitsResources, own)`); nothing else is bundled with it.
   */
  resources?: Resource;
}

/** Takes no box of its own: the widget lays out as if the fieldset were not there. */
const formFieldset = css({ display: 'contents', border: 0, margin: 0, padding: 0, minInlineSize: 0 });

/**
 * Registers `meta.tag` as a custom element rendering `Component` in an open shadow root, with providers made
 * per instance: an emotion cache writing into that shadow root, an i18next instance following `lang`, the
 * widget context (host, number locale, api-base), and the callback props of `meta.events` dispatching events.
 * Safe when a page includes the script twice (the first definition stays, and another version's is told of in
 * the console); a no-op where custom elements do
 * not exist (Node, where the manifest is generated from `meta`).
 */
export function defineWidget<M extends WidgetMeta, P extends object>(
  meta: M,
  Component: WidgetComponent<M, P>,
  options: DefineWidgetOptions = {},
): WidgetClass<M, P> | undefined {
  if (typeof customElements === 'undefined') return undefined;
  // The class r2wc makes has a property per meta attribute, which is what WidgetClass<M, P> says.
  if (definedElsewhere(meta.tag)) return customElements.get(meta.tag) as WidgetClass<M, P>;
  // The component's props are the attributes by prop name plus the event callbacks, both built from meta.
  const Widget = Component as ComponentType<Record<string, unknown>>;

  function WidgetRoot({ container }: ElementRootProps) {
    // r2wc renders into the shadow root and passes it as `container`; the host is the custom element.
    const shadowRoot = container as unknown as ShadowRoot;
    const host = shadowRoot.host as HTMLElement;
    const attributes = useElementProps(host);
    const lang = useInheritedLang(host);
    const language = normaliseLanguage(lang);
    const cache = shadowRootCache(shadowRoot);
    useEffect(() => renderedOnce(host), [host]);
    // A new instance per language rather than changeLanguage(): the first render in the new language is
    // already translated, and no other widget on the page is touched.
    const i18n = useMemo(() => createWidgetI18n(language, options.resources ?? {}), [language]);
    const apiBase = typeof attributes.apiBase === 'string' ? attributes.apiBase : undefined;
    const context = useMemo<WidgetContextValue>(
      () => ({ host, locale: numberLocaleOf(lang || language), apiBase }),
      [host, lang, language, apiBase],
    );
    const callbacks = useMemo(() => {
      const entries = Object.keys(meta.events).map((name) => [
        callbackName(name),
        (detail: unknown) => emit(host, name as WidgetEventName, detail as never),
      ]);
      return Object.fromEntries(entries) as Record<string, (detail: unknown) => void>;
    }, [host]);
    const componentProps = Object.fromEntries(
      Object.entries(attributes).filter(([prop]) => !(prop in widgetAttributes)),
    );
    const form = formViewOf(host);
    // Before the component's first report (its effects run after these), so that validity has its words, and
    // again when the language's own strings arrive.
    useStringUpdates(i18n);
    const missing = meta.form?.missing && i18n.exists(meta.form.missing) ? i18n.t(meta.form.missing) : '';
    useLayoutEffect(() => setMissingMessage(host, missing), [host, missing]);
    // A form reset mounts the component afresh, from the props the reset restored.
    const widget = <Widget key={form?.resets} {...componentProps} {...callbacks} />;
    return (
      <CacheProvider value={cache}>
        <I18nProvider i18n={i18n}>
          <WidgetContext.Provider value={context}>
            {form ? (
              // A disabled fieldset disables every control inside, the panels' too, as the form's disabling asks.
              <fieldset disabled={form.disabled} css={formFieldset}>{widget}</fieldset>
            ) : (
              widget
            )}
          </WidgetContext.Provider>
        </I18nProvider>
      </CacheProvider>
    );
  }
  WidgetRoot.displayName = `Widget(${meta.tag})`;

  const element = Object.assign(formControl(widgetElementClass(meta, WidgetRoot), meta), { version: widgetsVersion });
  customElements.define(meta.tag, element);
  return element as WidgetClass<M, P>;
}
