import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { mapsPlaceSearch, PLACE_COUNTRY } from '../location/maps-place-search';
import { zipCitySearch, type PlaceSearch } from '../location/place-search';

interface MapsPlaceSearchProps {
  apiKey: string;
  language: string;
  /** called with the maps service's place search once its places and geocoding libraries are loaded */
  onReady: (search: PlaceSearch) => void;
}

function ReadyWhenLoaded({ onReady }: Pick<MapsPlaceSearchProps, 'onReady'>) {
  const places = useMapsLibrary('places');
  const geocoding = useMapsLibrary('geocoding');
  useEffect(() => {
    if (places && geocoding) onReady(mapsPlaceSearch(places, geocoding, zipCitySearch));
  }, [places, geocoding, onReady]);
  return null;
}

/**
 * Loads the maps service (@vis.gl/react-google-maps) beside the location filter and hands its place
 * search over when ready; renders nothing. A chunk of its own: only builds with a maps key load it.
 * While it loads, or when loading fails (SPEC §8: maps load failure = false), the filter keeps the
 * postcode/town table, and the input the visitor types into is never replaced.
 */
export default function MapsPlaceSearch({ apiKey, language, onReady }: MapsPlaceSearchProps) {
  return (
    <APIProvider apiKey={apiKey} language={language} region={PLACE_COUNTRY.toUpperCase()}>
      <ReadyWhenLoaded onReady={onReady} />
    </APIProvider>
  );
}
