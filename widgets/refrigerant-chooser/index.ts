// The refrigerant chooser for React apps (the host site): the component, its model and its strings. The custom
// element lives in ./refrigerant-chooser.element, which only the widget builds import.
export { RefrigerantChooser, type RefrigerantChooserProps } from './refrigerant-chooser';
export {
  createRefrigerantChooserModel,
  fallbackRefrigerant,
  refrigerantMemoryKey,
  type RefrigerantChange,
  type RefrigerantChooserModel,
  type RefrigerantChooserSettings,
  type RefrigerantOption,
} from './refrigerant-chooser.model';
export { refrigerantChooserResources, refrigerantChooserNamespace } from './refrigerant-chooser.resources';
