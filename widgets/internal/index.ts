// The widget toolkit. The API client (./api-client) and the manifest writer (./manifest) are imported from
// their own files: only the widgets that call the server should carry the HTTP client code.
export { defineWidget, type DefineWidgetOptions } from './define-widget';
export { emit, type WidgetEventDetail, type WidgetEventName } from './emit';
export { I18nProvider, useI18n, useTranslator } from './i18n';
export { baseStyles } from './base-styles';
export { controls } from './controls.styles';
export { WidgetContext, useNumberLocale, type WidgetContextValue } from './widget-context';
export { formatEditable, numberLocaleOf } from './numbers';
export { attributeName, callbackName, widgetAttributes } from './meta';
export type { AttributeSpec, AttributeType, EventSpec, WidgetMeta } from './meta';
