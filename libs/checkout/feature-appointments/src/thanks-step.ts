/** The thanks step of a form: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);

/** Where the action sends the visitor once the lead is stored. */
export const thanksUrlOf = (request: Request) => `${new URL(request.url).pathname}?${SENT_PARAM}`;
