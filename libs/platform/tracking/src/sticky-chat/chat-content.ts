import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { ChatPageContent } from './chat-state';

/**
 * How a page's content reaches the sticky chat (SPEC §4: with page content its `stickyElement` decides). The chat is
 * the layout's — outside the page's outlet, and only in the browser after hydration — so a page that shows content of
 * the content service names it here (`useChatPageContent(content)`) while it is mounted, and the chat reads it
 * (`useChatPageContentValue`). One page is shown at a time, so one value for the browser tab is enough; the server
 * never names one (layout effects do not run there) and the chat is not rendered there.
 *
 * Chosen over a route-handle selector reading the content from the route's cached loader data: the route table (in
 * every page's first load) carries no content code, no route learns its loader's query keys or data shape (a route
 * still owns only its page chunk, decision 0028), and the page that renders the content is the one that says so; a
 * page that names none leaves the decision to its route's `stickyChat`. The page names it in a layout effect, so a
 * client navigation to a page whose content hides the chat never paints the chat for a frame.
 */
let current: { owner: object; content: ChatPageContent } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current?.content ?? null;

/**
 * A page that renders content of the content service names it for the sticky chat: its `stickyElement` decides the
 * chat while the page is shown. `null`/`undefined` (not loaded) names none.
 */
export function useChatPageContent(content: ChatPageContent | null | undefined): void {
  // undefined: no content; null: content without a stickyElement (the chat is on)
  const stickyElement = content ? (content.stickyElement ?? null) : undefined;
  useLayoutEffect(() => {
    if (stickyElement === undefined) return;
    const owner = {};
    current = { owner, content: { stickyElement } };
    changed();
    return () => {
      // a page leaving after the next one named its own keeps that
      if (current?.owner !== owner) return;
      current = null;
      changed();
    };
  }, [stickyElement]);
}

/** The content the current page named, null where it named none. */
export function useChatPageContentValue(): ChatPageContent | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
