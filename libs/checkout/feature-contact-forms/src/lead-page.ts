/** The thanks step of a form page: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);

export const thanksUrlOf = (request: Request) => `${new URL(request.url).pathname}?${SENT_PARAM}`;

/** What every form page's loader answers: the form, or its thanks step. */
export interface FormPageData {
  sent: boolean;
}
