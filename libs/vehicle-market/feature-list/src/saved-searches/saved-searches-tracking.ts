import { pushToDataLayer } from '@carweb/platform-tracking';

/**
 * Data-layer events of the saved searches (decision 0050). Pushed at once, like the checkout steps; the tag manager
 * reads the data layer only after the visitor's consent (decision 0041).
 */
export function trackSearchSaved(url: string, total: number | null) {
  pushToDataLayer({ event: 'saved_search_saved', savedSearchUrl: url, ...(total !== null ? { savedSearchMatches: total } : {}) });
}

export function trackSavedSearchOpened(url: string, newVehicles: number | null) {
  pushToDataLayer({ event: 'saved_search_opened', savedSearchUrl: url, ...(newVehicles !== null ? { savedSearchNew: newVehicles } : {}) });
}
