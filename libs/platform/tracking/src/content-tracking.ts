import { useEffect } from 'react';
import { useApiContext } from '@carweb/api-http';
import { pushToDataLayer, type DataLayerEvent } from './data-layer';
import { isEditorFrame } from './editor-frame';

/** SPEC §9: the content builder's tracking is throttled to 5 ms. */
export const CONTENT_TRACKING_THROTTLE_MS = 5;

type Schedule = (run: () => void, ms: number) => unknown;

/**
 * Impressions of content items (campaign teasers, the key campaign): every item seen within 5 ms goes out in one
 * data-layer push (`contentImpression` with its content ids), so a list of teasers mounting at once is one event.
 */
export function contentImpressionTracker(
  push: (event: DataLayerEvent) => void,
  schedule: Schedule = setTimeout,
  throttleMs = CONTENT_TRACKING_THROTTLE_MS,
) {
  const pending = new Set<string>();
  let scheduled = false;
  return (contentId: string) => {
    pending.add(contentId);
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      push({ event: 'contentImpression', contentIds: [...pending] });
      pending.clear();
    }, throttleMs);
  };
}

let tracker: ((contentId: string) => void) | undefined;

/** Counts a content item as seen once it is on the page; never in the editing frame (an editor is no visitor). */
export function useContentImpression(contentId: string | undefined): void {
  const preview = Boolean(useApiContext().contentPreview);
  useEffect(() => {
    if (!contentId || preview || isEditorFrame(window)) return;
    tracker ??= contentImpressionTracker((event) => pushToDataLayer(event));
    tracker(contentId);
  }, [contentId, preview]);
}
