/** Similar vehicles shown below the detail (server-rendered: they are links crawlers follow). */
export const SIMILAR_LIMIT = 8;
/** Other offers on the not-available page. */
export const OTHER_OFFERS_LIMIT = 8;
