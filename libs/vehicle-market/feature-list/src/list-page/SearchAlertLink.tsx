import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { routeSegment, useBrand, useCurrentPageMatch } from '@carweb/platform-routing';
import { useMarketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { marketFilterSearch, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { listPresetOf } from '../list-pages';
import { messages } from '../messages';

/**
 * The search alert of the list's filter: {list}/{searchAlert}?{filter}, a form page of its own (lazy route), the lead
 * to the list's dealer or the brand. A preset list (approved, subscription) hands on its preset's codes, so the alert
 * names the same vehicles; page, order and page size are no part of a search.
 */
export function SearchAlertLink({ filter }: { filter: MarketFilter }) {
  const intl = useIntl();
  const brand = useBrand();
  const links = useMarketLinks();
  const preset = listPresetOf(useCurrentPageMatch()?.handle.pageType);
  const { page: _page, sort: _sort, limit: _limit, ...selection } = filter;
  const search = marketFilterSearch({ ...selection, ...(preset as MarketFilter | undefined) });
  const href = `${links.list()}/${routeSegment('searchAlert', links.locale, brand.routeSegments)}${search}`;
  return (
    <p>
      <Link to={href}>{intl.formatMessage(messages.searchAlertLink)}</Link>
    </p>
  );
}
