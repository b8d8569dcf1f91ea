import { useCurrentPageMatch } from '@carweb/platform-routing';
import { ConfiguratorListPage } from './ConfiguratorListPage';
import { ModelComparePage } from './ModelComparePage';

/** The page of the configurator's list route or of the comparison's, by the route's key (one chunk for both). */
export default function ListOrComparePage() {
  return useCurrentPageMatch()?.handle.routeKey === 'modelCompare' ? <ModelComparePage /> : <ConfiguratorListPage />;
}
