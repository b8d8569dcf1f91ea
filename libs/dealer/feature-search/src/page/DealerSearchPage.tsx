import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { DealerListEntry } from '@carweb/api-contracts';
import { dealerListQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { languageOf } from '@carweb/shared-util-i18n';
import type { DealerMarker } from '../maps/dealer-map-props';
import { DealerMapSlot, type MapModule, type MapStatus } from '../maps/DealerMapSlot';
import { MAPS_API_KEY, MAPS_MAP_ID } from '../maps/maps-config';
import type { PlacePredictions } from '../maps/place-predictions';
import { messages } from '../messages';
import { searchDealers } from '../search/dealer-search';
import { dealerSearchQueryString, parseDealerSearch, PARAM } from '../search/dealer-search-params';
import { placeSuggestions } from '../search/place-suggestions';
import { dealerHomeHref } from './dealer-home-href';
import { DealerResults } from './DealerResults';
import { DealerSearchForm } from './DealerSearchForm';
import { usePlacePredictions } from './use-place-predictions';
import styles from './DealerSearchPage.module.css';

export interface DealerSearchPageProps {
  /** default: the build's VITE_GOOGLE_MAPS_API_KEY; none = list only */
  mapsApiKey?: string;
  /** the map chunk; stories give a stand-in for the maps service */
  loadMap?: MapModule;
  /** "today" of the opening hours (stories and tests) */
  now?: Date;
}

/**
 * Dealer search (dealerSearchPage; `/` redirects here): filter by place and dealer service, results nearest
 * first with distance, today's opening hours and rating, and a map when a maps key is configured. The URL
 * is the state: every search is a navigation, so it renders on the server, survives reload and back.
 */
export default function DealerSearchPage({ mapsApiKey = MAPS_API_KEY, loadMap, now }: DealerSearchPageProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const brand = useBrand();
  const api = useApiContext();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const query = useMemo(() => parseDealerSearch(location.search), [location.search]);
  const { data: all } = useSuspenseQuery(dealerListQuery(api, { dealerServiceType: 'all' }));
  const { data: offered } = useSuspenseQuery(dealerListQuery(api, { dealerServiceType: query.service }));
  const collator = useMemo(() => new Intl.Collator(intl.locale), [intl.locale]);
  const outcome = useMemo(() => searchDealers(query, { all, offered }, collator), [query, all, offered, collator]);

  const [placeText, setPlaceText] = useState(query.place);
  const [mapStatus, setMapStatus] = useState<MapStatus>(mapsApiKey ? null : false);
  const [predictionService, setPredictionService] = useState<PlacePredictions | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const predictions = usePlacePredictions(predictionService, placeText);
  // back, forward and links change the search: the box and the selection follow the URL
  useEffect(() => {
    setPlaceText(query.place);
    setSelectedId(null);
  }, [query]);

  const hrefOf = useCallback((dealer: DealerListEntry) => dealerHomeHref(brand, locale, dealer), [brand, locale]);
  const suggestions = useMemo(
    () => [...new Set([...predictions.map((prediction) => prediction.label), ...placeSuggestions(all, collator)])],
    [predictions, all, collator],
  );
  const markers = useMemo<DealerMarker[]>(
    () =>
      outcome.hits.map(({ dealer }) => ({
        dealerId: dealer.dealerId,
        name: dealer.name,
        position: { lat: dealer.latitude, lon: dealer.longitude },
        href: hrefOf(dealer),
        address: `${dealer.street}, ${dealer.zip} ${dealer.city}`,
      })),
    [outcome, hrefOf],
  );

  const search = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const place = String(data.get(PARAM.place) ?? '').trim();
    const service = parseDealerSearch(new URLSearchParams({ [PARAM.service]: String(data.get(PARAM.service) ?? '') })).service;
    // a place prediction of the maps service is searched by its coordinates; the same place again keeps them
    const prediction = predictions.find((candidate) => candidate.label === place);
    const point = prediction && predictionService ? await predictionService.locate(prediction) : place === query.place ? query.point : null;
    // the visitor stays where the filter is (a service chosen by keyboard keeps focus and scroll position)
    navigate({ search: dealerSearchQueryString({ place, service, point: point ?? undefined }) }, { preventScrollReset: true });
  };
  const selectOnMap = useCallback((dealerId: number | null) => {
    setSelectedId(dealerId);
    if (dealerId === null) return;
    // a marker chosen on the map: its dealer in the list gets the focus
    const item = document.getElementById(`dealer-${dealerId}`);
    item?.focus({ preventScroll: true });
    item?.scrollIntoView({ block: 'nearest' });
  }, []);
  const clusterLabel = useCallback((count: number) => intl.formatMessage(messages.cluster, { count }), [intl]);

  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const filtered = query.place !== '' || query.service !== 'all';
  const withMap = Boolean(mapsApiKey) && mapStatus !== false;
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <PageSeo
        title={`${title} – ${brand.displayName}`}
        description={intl.formatMessage(messages.metaDescription, { brand: brand.displayName })}
      />
      <div className={styles['page']}>
        <h1>{title}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
        <DealerSearchForm
          action={location.pathname}
          place={placeText}
          onPlaceChange={setPlaceText}
          service={query.service}
          suggestions={suggestions}
          onSubmit={(form) => void search(form)}
          showAllHref={filtered ? location.pathname : undefined}
        />
        <div className={withMap ? styles['withMap'] : styles['listOnly']}>
          <DealerResults
            outcome={outcome}
            busy={busy}
            hrefOf={hrefOf}
            selectedId={selectedId}
            onShowOnMap={mapStatus === true ? setSelectedId : undefined}
            showAllHref={filtered ? location.pathname : undefined}
            now={now}
          />
          <DealerMapSlot
            apiKey={mapsApiKey}
            status={mapStatus}
            label={intl.formatMessage(messages.mapLabel)}
            loadingText={intl.formatMessage(messages.mapLoading)}
            loadMap={loadMap}
            mapId={MAPS_MAP_ID}
            language={locale}
            markers={markers}
            selectedId={selectedId}
            onSelect={selectOnMap}
            onStatusChange={setMapStatus}
            onPlacePredictions={setPredictionService}
            clusterLabel={clusterLabel}
            colors={{ marker: brand.theme.colorPrimary, selected: brand.theme.colorAccent, contrast: brand.theme.colorPrimaryContrast }}
          />
        </div>
      </div>
    </>
  );
}
