// What a widget's `meta` says, for tools outside the widgets that read it (the Storybook controls): its types and
// how its names map to an attribute and a callback prop.
export { attributeName, callbackName, formAttributes, type AttributeSpec, type WidgetMeta } from './internal/element/meta';
