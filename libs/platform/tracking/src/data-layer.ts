export type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes to the tag manager's data layer (created on first use; the tag manager reads it when it loads). */
export function pushToDataLayer(event: DataLayerEvent, win: Window = window): void {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(event);
}

/** SPEC §6: internal-IP traffic is flagged 1 or 0. */
export function internalTrafficEvent(internal: boolean): DataLayerEvent {
  return { event: 'internalTraffic', internalTraffic: internal ? 1 : 0 };
}
