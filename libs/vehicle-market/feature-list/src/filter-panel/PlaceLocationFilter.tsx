import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFilter } from '@carweb/api-contracts';
import { useDebounced } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { setLocation, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { LocationInput } from '@carweb/vehicle-market-ui-filter-inputs';
import type { PlaceSearch } from '../location/place-search';
import { nearestPlaceQuery } from '../location/nearest-place-query';
import { messages } from '../messages';
import { stepsOf } from './criteria-values';

const DEFAULT_RADIUS = 25;
const SUGGEST_DEBOUNCE_MS = 200;

export interface LocationFilterProps {
  entry: SearchFilter;
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
}

/** location: a place found by `search` (maps predictions or the zip/city table) and a radius; sets lat, lon and radius. */
export function PlaceLocationFilter({ entry, draft, onChange, search }: LocationFilterProps & { search: PlaceSearch }) {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  const steps = stepsOf(entry);
  const point = draft.lat !== undefined && draft.lon !== undefined ? { lat: draft.lat, lon: draft.lon } : null;
  const [query, setQuery] = useState('');
  const [placeLabel, setPlaceLabel] = useState<string | null>(null);
  const [radiusChoice, setRadiusChoice] = useState(
    steps.some((s) => s.value === DEFAULT_RADIUS) ? DEFAULT_RADIUS : (steps[0]?.value ?? DEFAULT_RADIUS),
  );
  const radius = draft.radius ?? radiusChoice;

  // suggestions once the visitor paused typing; a failed search suggests nothing
  const typed = useDebounced(query, SUGGEST_DEBOUNCE_MS);
  const { data: suggestions = [] } = useQuery({
    queryKey: ['place-suggestions', search.kind, language, typed],
    queryFn: () => search.suggest(typed),
    placeholderData: keepPreviousData,
    retry: false,
  });

  // a location from a shared URL has no name: the nearest town names it (prefetched by the list's loader)
  const nearest = useQuery({ ...nearestPlaceQuery(point ?? { lat: 0, lon: 0 }), enabled: point !== null && placeLabel === null });
  const shownPlace = point ? (placeLabel ?? nearest.data ?? '') : undefined;
  return (
    <LocationInput
      legend={entry.label}
      inputLabel={intl.formatMessage(messages.locationInput)}
      placeholder={intl.formatMessage(messages.locationPlaceholder)}
      radiusLabel={intl.formatMessage(messages.radius)}
      query={query}
      onQueryChange={setQuery}
      suggestions={suggestions}
      onSelect={async (suggestion) => {
        setQuery(suggestion.label);
        const place = await search.resolve(suggestion);
        if (!place) return;
        setPlaceLabel(place.label);
        onChange(setLocation(draft, { lat: place.lat, lon: place.lon, radius }));
      }}
      radiusSteps={steps.length ? steps : [{ value: DEFAULT_RADIUS, label: `${DEFAULT_RADIUS} km` }]}
      radius={radius}
      onRadiusChange={(value) => {
        setRadiusChoice(value);
        if (point) onChange(setLocation(draft, { ...point, radius: value }));
      }}
      selectedLabel={shownPlace ? intl.formatMessage(messages.aroundPlace, { radius, place: shownPlace }) : undefined}
      clearLabel={intl.formatMessage(messages.clearPlace)}
      onClear={() => {
        setQuery('');
        setPlaceLabel(null);
        onChange(setLocation(draft, undefined));
      }}
      status={query.trim() ? intl.formatMessage(messages.suggestions, { count: suggestions.length }) : ''}
    />
  );
}
