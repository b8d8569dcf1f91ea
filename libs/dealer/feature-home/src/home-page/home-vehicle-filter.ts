/** The dealer home shows the dealer's newest vehicles: the loader prefetches exactly what the page asks for. */
export const HOME_VEHICLE_FILTER = { limit: 8, page: 1, sort: 'newest' } as const;
