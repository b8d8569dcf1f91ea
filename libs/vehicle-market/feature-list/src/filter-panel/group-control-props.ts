import type { SearchFilter } from '@carweb/api-contracts';
import type { MarketFilter } from '@carweb/vehicle-market-util-search-state';

/** What every filter group's input gets: GroupControl and the inputs it delegates to (model, text search). */
export interface GroupControlProps {
  entry: SearchFilter;
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
}
