/** An outage answer (503) is never stored and tells clients and crawlers when to come back (decision 0015). */
export const OUTAGE_RETRY_AFTER_S = 30;
