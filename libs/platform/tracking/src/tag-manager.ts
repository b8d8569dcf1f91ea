import type { ConsentSource } from './consent/consent-state';
import type { DataLayerEvent } from './data-layer';

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js';

/** The container script: the environment's (the sandbox's on the embedded default) or Google's. */
export const tagManagerUrl = (containerId: string, scriptUrl = GOOGLE_TAG_MANAGER) => {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', containerId);
  return url.href;
};

export interface TagManagerOptions {
  containerId: string;
  scriptUrl?: string;
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
    options
      .load(tagManagerUrl(options.containerId, options.scriptUrl))
      .catch((error: unknown) => console.error('Tag manager failed to load', error));
  });
}
