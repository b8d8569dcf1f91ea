/// <reference types="google.maps" />
import type { Renderer } from '@googlemaps/markerclusterer';
import { CLUSTER_MARKER_SIZE } from './maps-config';

export type MarkerLibrary = Pick<google.maps.MarkerLibrary, 'AdvancedMarkerElement'>;

/** Cluster markers: a 28 px disc with the number of dealers (SPEC §9), named for screen readers and tooltips. */
export function clusterRenderer(markers: MarkerLibrary, label: (count: number) => string, className: string): Renderer {
  return {
    render({ count, position }) {
      const disc = document.createElement('div');
      disc.className = className;
      disc.style.width = `${CLUSTER_MARKER_SIZE}px`;
      disc.style.height = `${CLUSTER_MARKER_SIZE}px`;
      disc.textContent = String(count);
      return new markers.AdvancedMarkerElement({ position, content: disc, title: label(count), zIndex: 1000 + count });
    },
  };
}
