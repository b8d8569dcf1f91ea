/// <reference types="google.maps" />
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import {
  AdvancedMarker,
  APIProvider,
  InfoWindow,
  Map as GoogleMap,
  Pin,
  useApiLoadingStatus,
  useMap,
  useMapsLibrary,
} from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { clusterRenderer } from './cluster-renderer';
import type { DealerMapProps, DealerMarker } from './dealer-map-props';
import { boundsOf, toLatLng } from './map-bounds';
import { PLACE_COUNTRY } from './maps-config';
import { mapsPlacePredictions } from './place-predictions';
import styles from './DealerMap.module.css';

const SWITZERLAND = { lat: 46.8, lng: 8.23 };
const DEALER_ZOOM = 13;

/** Reports the maps script's loading status: loaded → true, failed or refused key → false (SPEC §8). */
function LoadingStatus({ onStatusChange }: Pick<DealerMapProps, 'onStatusChange'>) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === 'LOADED') onStatusChange(true);
    if (status === 'FAILED' || status === 'AUTH_FAILURE') onStatusChange(false);
  }, [status, onStatusChange]);
  return null;
}

/** Hands the place box the maps service's predictions once the places and geocoding libraries are loaded. */
function PlacePredictionsReady({ onPlacePredictions }: Pick<DealerMapProps, 'onPlacePredictions'>) {
  const places = useMapsLibrary('places');
  const geocoding = useMapsLibrary('geocoding');
  useEffect(() => {
    if (places && geocoding) onPlacePredictions(mapsPlacePredictions(places, geocoding));
  }, [places, geocoding, onPlacePredictions]);
  return null;
}

/** Shows every result: the box around them, or the one dealer close up. */
function FitToMarkers({ markers }: { markers: DealerMarker[] }) {
  const map = useMap();
  const key = markers.map((marker) => marker.dealerId).join(',');
  useEffect(() => {
    if (!map) return;
    const [only] = markers;
    if (markers.length === 1 && only) {
      map.setCenter(toLatLng(only.position));
      map.setZoom(DEALER_ZOOM);
      return;
    }
    const bounds = boundsOf(markers.map((marker) => marker.position));
    if (bounds) map.fitBounds(bounds, 40);
    // the markers' identity changes with every render; their ids say when the results changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

type MarkerElement = google.maps.marker.AdvancedMarkerElement;

/** Dealer markers grouped by @googlemaps/markerclusterer; the selected one carries an info window. */
function ClusteredMarkers({ markers, selectedId, onSelect, clusterLabel, colors }: DealerMapProps) {
  const map = useMap();
  const markerLibrary = useMapsLibrary('marker');
  const [elements, setElements] = useState<Record<number, MarkerElement>>({});
  const clusterer = useMemo(
    () =>
      map && markerLibrary
        ? new MarkerClusterer({ map, renderer: clusterRenderer(markerLibrary, clusterLabel, styles['cluster'] ?? '') })
        : null,
    [map, markerLibrary, clusterLabel],
  );
  useEffect(() => {
    if (!clusterer) return;
    clusterer.clearMarkers();
    clusterer.addMarkers(Object.values(elements));
  }, [clusterer, elements]);
  useEffect(() => () => clusterer?.setMap(null), [clusterer]);

  const keep = useCallback((dealerId: number, element: MarkerElement | null) => {
    setElements((current) => {
      if (element ? current[dealerId] === element : !(dealerId in current)) return current;
      const next = { ...current };
      if (element) next[dealerId] = element;
      else delete next[dealerId];
      return next;
    });
  }, []);

  // one stable ref callback per dealer: a new function each render would detach and attach every marker
  const refOf = useMemo(() => {
    const callbacks = new Map<number, (element: MarkerElement | null) => void>();
    return (dealerId: number) => {
      const known = callbacks.get(dealerId);
      if (known) return known;
      const callback = (element: MarkerElement | null) => keep(dealerId, element);
      callbacks.set(dealerId, callback);
      return callback;
    };
  }, [keep]);

  const selected = markers.find((marker) => marker.dealerId === selectedId);
  useEffect(() => {
    if (!map || !selected) return;
    map.panTo(toLatLng(selected.position));
    if ((map.getZoom() ?? 0) < DEALER_ZOOM) map.setZoom(DEALER_ZOOM);
  }, [map, selected]);

  return (
    <>
      {markers.map((marker) => (
        <AdvancedMarker
          key={marker.dealerId}
          ref={refOf(marker.dealerId)}
          position={toLatLng(marker.position)}
          title={marker.name}
          zIndex={marker.dealerId === selectedId ? 2000 : undefined}
          onClick={() => onSelect(marker.dealerId)}
        >
          <Pin
            background={marker.dealerId === selectedId ? colors.selected : colors.marker}
            borderColor={colors.contrast}
            glyphColor={colors.contrast}
            scale={marker.dealerId === selectedId ? 1.3 : 1}
          />
        </AdvancedMarker>
      ))}
      {selected && elements[selected.dealerId] && (
        <InfoWindow
          anchor={elements[selected.dealerId]}
          onCloseClick={() => onSelect(null)}
          headerContent={<strong>{selected.name}</strong>}
        >
          <p className={styles['info']}>
            {selected.address}
            <br />
            <Link to={selected.href}>{selected.name}</Link>
          </p>
        </InfoWindow>
      )}
    </>
  );
}

/**
 * The dealer map (@vis.gl/react-google-maps): a chunk of its own, imported only after the page has
 * hydrated and only when a maps key is configured. The list beside it stays the page's content.
 */
export default function DealerMap(props: DealerMapProps) {
  const { apiKey, mapId, language, onStatusChange, onPlacePredictions } = props;
  return (
    <APIProvider apiKey={apiKey} language={language} region={PLACE_COUNTRY.toUpperCase()}>
      <LoadingStatus onStatusChange={onStatusChange} />
      <PlacePredictionsReady onPlacePredictions={onPlacePredictions} />
      <GoogleMap
        className={styles['map']}
        mapId={mapId}
        defaultCenter={SWITZERLAND}
        defaultZoom={7}
        gestureHandling="cooperative"
        clickableIcons={false}
        streetViewControl={false}
        mapTypeControl={false}
      >
        <FitToMarkers markers={props.markers} />
        <ClusteredMarkers {...props} />
      </GoogleMap>
    </APIProvider>
  );
}
