import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, usedCatalogsView, type Messages } from '@carweb/shared-util-i18n';
import { trackingCatalog } from '@carweb/platform-tracking';
import { loadSiteCatalogs } from './load-site-catalogs';

export interface RootData {
  locale: Locale;
  messages: Messages;
  /** the server's messages: only the catalogs its render read (decision 0023); the browser completes them */
  partial: boolean;
}

const inBrowser = () => typeof document !== 'undefined';
// the browser has every catalog of its language once the root loader ran in it
let browserMessagesComplete = false;

/**
 * The root revalidates on the browser's first navigation after a first load: the server sent only the
 * messages its page used, the next page may need others (loaded with the navigation, before it renders).
 */
export const rootNeedsMessages = () => inBrowser() && !browserMessagesComplete;

/** Messages of the URL's locale; part of the hydration data, so the client renders the same texts. */
export async function rootLoader({ locale }: { locale: Locale }): Promise<RootData> {
  const messages = await loadMessages(await loadSiteCatalogs(), locale);
  // server only (left out of the browser bundle). Always along: the spec's error and state texts (they may follow
  // any click) and the chat's, which shows only after hydration
  if (import.meta.env.SSR && !inBrowser()) {
    const always = [specTextsCatalog.namespace, trackingCatalog.namespace];
    return { locale, messages: usedCatalogsView(messages, always), partial: true };
  }
  browserMessagesComplete = true;
  return { locale, messages, partial: false };
}
