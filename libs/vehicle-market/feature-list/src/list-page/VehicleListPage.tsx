import { useQueries, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigation } from 'react-router-dom';
import type { VehicleCardListResponse } from '@carweb/api-contracts';
import { minimalDealerListQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useCurrentPageMatch, useOptionalDealerBase, useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { ClientModule } from '@carweb/platform-tracking';
import { lazyWithPreload, ResponsiveImage, useIdlePreload, visuallyHiddenClass } from '@carweb/shared-ui';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { useMarketApi, useMarketLinks, vehicleMarketMessages, WatchlistBar } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { activeFilterCount, visibleVehicles, withoutPresetParameters, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { dealerScope } from '../dealer-scope';
import { FilterPanel } from '../filter-panel/FilterPanel';
import { foldListState, listQueries } from '../list-data';
import { listPageTypeOf, listPresetOf } from '../list-pages';
import { messages } from '../messages';
import { ModelRangeTeaser } from './ModelRangeTeaser';
import { SortSelect } from './SortSelect';
import { useListFilter } from './use-list-filter';
import { VehicleResults } from './VehicleResults';
import styles from './list-page.module.css';

// fetched while the browser is idle after hydration: the filter button opens at the first tap (decision 0032)
const FilterDialog = lazyWithPreload(() => import('./FilterDialog'));
// the chips of the set filters: none on a plain list, so their code loads with the first filter (or when idle)
const ActiveFilterTags = lazyWithPreload(() => import('./ActiveFilterTags').then((module) => ({ default: module.ActiveFilterTags })));
// saved searches (decision 0050): loaded once the page is interactive (idle after hydration), never in the server's HTML
const savedSearches = () => import('../saved-searches/SavedSearchesMount');

/** Whether a page of cards may have a rated (used or demo) vehicle: one with a first registration and a price. */
const mayHaveRatings = (page: VehicleCardListResponse | undefined) =>
  Boolean(page?.vehicles.some((vehicle) => vehicle.firstRegistration && vehicle.price.value > 0));

interface ListScope {
  dealerSlug?: string;
  dealerName?: string;
  city?: string;
  dealerId?: number;
  heroImage: string | null;
  scope: number[] | null;
  /** options of the dealer filter: the dealer's group, or every dealer of the brand */
  dealerOptions: { id: string; label: string }[];
  dealerFilterLabel: 'dealerFilter' | 'locationFilter';
  /** the model range teaser is not for service-type dealers (SPEC §2) */
  showModelRange: boolean;
}

function useDealerListScope(dealerSlug: string): ListScope {
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const group = [
    { id: String(dealer.dealerId), label: dealer.name },
    ...dealer.subDealers.map((sub) => ({ id: String(sub.dealerId), label: sub.name })),
  ];
  return {
    dealerSlug,
    dealerName: dealer.name,
    city: dealer.city,
    dealerId: dealer.dealerId,
    heroImage: dealer.locationImage?.url ?? null,
    scope: dealerScope(dealer),
    dealerOptions: group.length > 1 ? group : [],
    dealerFilterLabel: 'locationFilter',
    showModelRange: dealer.type !== 'service',
  };
}

function DealerVehicleList({ dealerSlug }: { dealerSlug: string }) {
  return <VehicleList scope={useDealerListScope(dealerSlug)} />;
}

function BrandVehicleList() {
  const { data: dealers } = useQuery(minimalDealerListQuery(useApiContext(), 'all'));
  const dealerOptions = (dealers ?? [])
    .filter((dealer) => dealer.type !== 'service')
    .map((dealer) => ({ id: String(dealer.dealerId), label: `${dealer.name}, ${dealer.city}` }));
  return <VehicleList scope={{ heroImage: null, scope: null, dealerOptions, dealerFilterLabel: 'dealerFilter', showModelRange: false }} />;
}

/** The vehicle market list (page types vehicleListPage, approvedPage, subscriptionPage): below a dealer, or brand-wide. */
export default function VehicleListPage() {
  const dealer = useOptionalDealerBase();
  return dealer ? <DealerVehicleList dealerSlug={dealer.dealerSlug} /> : <BrandVehicleList />;
}

const TITLES = {
  vehicleListPage: { dealer: messages.titleDealer, brand: messages.titleBrand },
  approvedPage: { dealer: messages.titleApprovedDealer, brand: messages.titleApprovedBrand },
  subscriptionPage: { dealer: messages.titleSubscriptionDealer, brand: messages.titleSubscriptionBrand },
};

function VehicleList({ scope }: { scope: ListScope }) {
  const intl = useIntl();
  const brand = useBrand();
  const api = useMarketApi();
  const links = useMarketLinks();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const locale = languageOf(intl.locale);
  const { filter: urlFilter, apply } = useListFilter();
  const [filterOpen, setFilterOpen] = useState(false);
  useIdlePreload(FilterDialog.preload, ActiveFilterTags.preload);
  // the dialog mounts on the first opening and stays (the native dialog gives focus back when it closes)
  const [dialogUsed, setDialogUsed] = useState(false);
  const pageType = useCurrentPageMatch()?.handle.pageType;
  const preset = listPresetOf(pageType);
  const filter = withoutPresetParameters(urlFilter, preset);
  const titles = TITLES[listPageTypeOf(pageType)];
  const queries = listQueries(api, filter, scope.scope, scope.dealerSlug, preset);
  const pages = useQueries({ queries: queries.pages });
  // a page the browser loaded itself asks the site for its ratings, unless it shows only new vehicles (decision 0048)
  const ratings = useQueries({
    queries: queries.fairPrices.map((query, index) => ({ ...query, enabled: mayHaveRatings(pages[index]?.data) })),
    combine: (results) => new Map(results.flatMap((result) => (result.data ?? []).map((rating) => [rating[0], rating] as const))),
  });
  const criteria = useQuery(queries.criteria);
  const state = foldListState(pages, criteria.isError, scope.heroImage);
  const vehicles = visibleVehicles(state);
  const firstPageFailed = pages[0]?.isError ?? false;
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const title = scope.dealerName
    ? intl.formatMessage(titles.dealer, { dealerName: scope.dealerName })
    : intl.formatMessage(titles.brand, { brand: brand.displayName });
  const description = scope.dealerName
    ? intl.formatMessage(messages.metaDescriptionDealer, { dealerName: scope.dealerName, city: scope.city })
    : intl.formatMessage(messages.metaDescriptionBrand, { brand: brand.displayName });
  const active = activeFilterCount(filter);
  const countText = state.firstFetch
    ? ''
    : intl.formatMessage(messages.resultCount, { count: state.vehicleCount, formatted: formatNumber(state.vehicleCount, locale) || '0' });
  const applyAndClose = (next: MarketFilter) => {
    setFilterOpen(false);
    apply(next);
  };
  const panel = (variant: 'sidebar' | 'dialog') => (
    <FilterPanel
      variant={variant}
      filter={filter}
      appliedCriteria={criteria.data}
      appliedTotal={state.firstFetch ? undefined : state.vehicleCount}
      queries={queries}
      dealerOptions={scope.dealerOptions}
      dealerFilterLabel={intl.formatMessage(messages[scope.dealerFilterLabel])}
      onApply={variant === 'dialog' ? applyAndClose : apply}
    />
  );
  return (
    <>
      <PageSeo
        dealerId={scope.dealerId}
        title={title}
        description={description}
        image={scope.heroImage}
        placeholders={{ dealerName: scope.dealerName ?? brand.displayName }}
      />
      <div className={styles['hero']}>
        {/* a banner across the page: lazy, the first vehicle's picture is the list's LCP (decision 0043) */}
        {state.heroImage && (
          <ResponsiveImage className={styles['heroImage']} src={state.heroImage} alt="" width={1200} height={300} slot="full" />
        )}
        <div className={styles['heroText']}>
          <h1 className={styles['title']}>{title}</h1>
          <p className={styles['count']} role="status" aria-live="polite">
            {busy ? intl.formatMessage(messages.loadingList) : countText}
          </p>
        </div>
      </div>
      <div className={styles['layout']}>
        <aside className={styles['sidebar']} aria-labelledby="vehicle-filter-title">
          {/* the filter groups are h3 below the page's h1: the panel's own heading keeps the order (in the dialog, its title) */}
          <h2 id="vehicle-filter-title" className={visuallyHiddenClass}>
            {intl.formatMessage(messages.filterTitle)}
          </h2>
          {panel('sidebar')}
        </aside>
        <div className={styles['main']} aria-busy={busy}>
          <div className={styles['toolbar']}>
            <button
              type="button"
              className={styles['filterButton']}
              aria-haspopup="dialog"
              onClick={() => {
                setDialogUsed(true);
                setFilterOpen(true);
              }}
            >
              {active ? intl.formatMessage(messages.filterWithCount, { count: active }) : intl.formatMessage(messages.filter)}
            </button>
            <SortSelect
              options={criteria.data?.sorting ?? []}
              value={filter.sort}
              onChange={(sort) => apply({ ...filter, sort, page: undefined })}
            />
          </div>
          {(criteria.data?.filterTags.length ?? 0) > 0 && (
            <Suspense fallback={null}>
              <ActiveFilterTags filter={filter} tags={criteria.data?.filterTags ?? []} onChange={apply} />
            </Suspense>
          )}
          <VehicleResults
            state={state}
            vehicles={vehicles}
            ratings={ratings}
            failed={firstPageFailed}
            filter={filter}
            busy={busy}
            dealerSlug={scope.dealerSlug}
            scope={scope.scope}
          />
          <ClientModule load={savedSearches} />
          {scope.showModelRange && <ModelRangeTeaser href={links.models()} />}
        </div>
      </div>
      {dialogUsed && (
        <Suspense fallback={null}>
          <FilterDialog
            open={filterOpen}
            title={intl.formatMessage(messages.filterTitle)}
            closeLabel={intl.formatMessage(vehicleMarketMessages.close)}
            onClose={() => setFilterOpen(false)}
          >
            {panel('dialog')}
          </FilterDialog>
        </Suspense>
      )}
      <WatchlistBar />
    </>
  );
}
