/** The detail type of a `vs-*` event, read from its declaration in GlobalEventHandlersEventMap. */
export type WidgetEventDetail<K extends keyof GlobalEventHandlersEventMap> =
  GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never;

export type WidgetEventName = Extract<keyof GlobalEventHandlersEventMap, `vs-${string}`>;

/**
 * Dispatches a widget event from its host element. It bubbles and is composed so that a listener on the
 * document hears it even when the widget sits inside another shadow root; it cannot be cancelled because the
 * widget has already acted. Returns the event, for tests.
 */
export function emit<K extends WidgetEventName>(host: EventTarget, name: K, detail: WidgetEventDetail<K>): CustomEvent {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: false });
  host.dispatchEvent(event);
  return event;
}
