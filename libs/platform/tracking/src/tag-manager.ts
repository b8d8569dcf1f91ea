import type { ConsentSource } from './consent';
import type { DataLayerEvent } from './data-layer';

export const tagManagerUrl = (containerId: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;

export interface TagManagerOptions {
  containerId: string;
  consent: ConsentSource;
  /** SPEC §4: consent and tag-manager scripts are skipped in the content tool's editing frame */
  editorFrame: boolean;
  load(src: string): Promise<void>;
  push(event: DataLayerEvent): void;
}

/** Loads the tag manager only after consent; returns a function that stops waiting for it. */
export function startTagManager(options: TagManagerOptions): () => void {
  if (options.editorFrame) return () => undefined;
  return options.consent.onConsent(() => {
    options.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    options.load(tagManagerUrl(options.containerId)).catch((error: unknown) => console.error('Tag manager failed to load', error));
  });
}
