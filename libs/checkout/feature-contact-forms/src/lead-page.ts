import { dealerBySlugQuery } from '@carweb/api-dealer';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';

/** The thanks step of a form page: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);

export const thanksUrlOf = (request: Request) => `${new URL(request.url).pathname}?${SENT_PARAM}`;

/** What every form page's loader answers: the form, or its thanks step. */
export interface FormPageData {
  sent: boolean;
}

/** The dealer of a dealer page; its absence or outage is the dealer route's answer (decision 0015). */
export const pageDealer = ({ env, api, params }: Pick<PageLoaderArgs, 'env' | 'api' | 'params'>) =>
  critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? '')));
