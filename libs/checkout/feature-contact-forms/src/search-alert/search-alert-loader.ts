import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent, type FormPageData } from '../lead-page';
import { alertFilterOf, alertFilterWords, alertListUrl } from './search-alert';

export interface SearchAlertPageData extends FormPageData {
  /** the list's filter in words ('' when nothing is filtered or the core API failed) */
  words: string;
  /** the list's canonical URL with the filter: where the visitor goes back, and what the lead names */
  listUrl: string;
}

/** A dealer's alert: the dealer is the dealer route's (decision 0028); the brand-wide alert has none. */
export async function loadSearchAlert(args: PageLoaderArgs): Promise<SearchAlertPageData> {
  const filter = alertFilterOf(args.request);
  const [, words] = await Promise.all([args.dealer ? pageDealer(args) : undefined, alertFilterWords(args, filter)]);
  return { sent: isSent(args.request), words, listUrl: alertListUrl(args, filter) };
}
