import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { languageOf } from '@carweb/shared-util-i18n';
import { zipCitySearch, type PlaceSearch } from '../location/place-search';
import { PlaceLocationFilter, type LocationFilterProps } from './PlaceLocationFilter';

/** A maps key configured at build time (VITE_GOOGLE_MAPS_API_KEY) turns on the maps service's place search. */
const MAPS_API_KEY = import.meta.env['VITE_GOOGLE_MAPS_API_KEY'] as string | undefined;
const MapsPlaceSearch = lazy(() => import('./MapsPlaceSearch'));

/** location: the postcode/town table, upgraded to maps predictions once the maps service has loaded (SPEC §3, §9). */
export function LocationFilter({ mapsApiKey = MAPS_API_KEY, ...props }: LocationFilterProps & { mapsApiKey?: string }) {
  const language = languageOf(useIntl().locale);
  const [search, setSearch] = useState<PlaceSearch>(zipCitySearch);
  return (
    <>
      <PlaceLocationFilter {...props} search={search} />
      {mapsApiKey && (
        <Suspense fallback={null}>
          <MapsPlaceSearch apiKey={mapsApiKey} language={language} onReady={setSearch} />
        </Suspense>
      )}
    </>
  );
}
