import type { BrandLeadFormId } from './forms/brand-form-definitions';

/** The thanks step of a form page: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);

export const thanksUrlOf = (request: Request) => `${new URL(request.url).pathname}?${SENT_PARAM}`;

/** What a brand form page's loader answers: which form, and whether it is the thanks step. */
export interface BrandFormPageData {
  form: BrandLeadFormId;
  sent: boolean;
}
