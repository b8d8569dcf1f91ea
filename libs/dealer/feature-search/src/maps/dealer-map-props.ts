import type { GeoPoint } from '../search/distance';
import type { PlacePredictions } from './place-predictions';

/** One dealer on the map. */
export interface DealerMarker {
  dealerId: number;
  name: string;
  position: GeoPoint;
  /** the dealer home */
  href: string;
  address: string;
}

/** What the map chunk takes; a stand-in with the same props replaces it in stories. */
export interface DealerMapProps {
  apiKey: string;
  mapId: string;
  language: string;
  markers: DealerMarker[];
  selectedId: number | null;
  onSelect: (dealerId: number | null) => void;
  /** true: the maps service has loaded; false: it failed (SPEC §8) */
  onStatusChange: (loaded: boolean) => void;
  /** the maps service's place predictions, once its libraries are there */
  onPlacePredictions: (predictions: PlacePredictions) => void;
  clusterLabel: (count: number) => string;
  /** the brand's theme colours (the maps service draws pins itself, outside the page's stylesheet) */
  colors: { marker: string; selected: string; contrast: string };
}
