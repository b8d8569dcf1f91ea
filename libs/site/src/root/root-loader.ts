import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, type Messages } from '@carweb/shared-util-i18n';
import { SITE_CATALOGS } from '../catalogs';

export interface RootData {
  locale: Locale;
  messages: Messages;
}

/** Messages of the URL's locale; part of the hydration data, so the client renders the same texts. */
export async function rootLoader({ locale }: { locale: Locale }): Promise<RootData> {
  return { locale, messages: await loadMessages(SITE_CATALOGS, locale) };
}
