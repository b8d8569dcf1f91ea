import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, useImperativeHandle, type PropsWithChildren, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundsOf } from './map-bounds';
import { CLUSTER_MARKER_SIZE } from './maps-config';
import type { DealerMapProps } from './dealer-map-props';
import DealerMap from './DealerMap';

/** @vis.gl/react-google-maps as the browser sees it: status and libraries change once the maps script has loaded. */
const maps = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const fakeMap = { panTo: vi.fn(), setZoom: vi.fn(), getZoom: () => 7, fitBounds: vi.fn(), setCenter: vi.fn() };
  return {
    status: 'LOADING',
    libraries: {} as Record<string, unknown>,
    map: null as typeof fakeMap | null,
    fakeMap,
    provider: [] as unknown[],
    clusterers: [] as { options: { renderer: { render: (cluster: unknown) => unknown } }; markers: unknown[] }[],
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    update(change: { status?: string; libraries?: Record<string, unknown>; map?: typeof fakeMap | null }) {
      Object.assign(this, change);
      listeners.forEach((listener) => listener());
    },
  };
});

vi.mock('@vis.gl/react-google-maps', async () => {
  const { useSyncExternalStore } = await import('react');
  const use = <T,>(read: () => T) => useSyncExternalStore(maps.subscribe, read);
  return {
    APIProvider: ({ children, ...props }: PropsWithChildren<Record<string, unknown>>) => {
      maps.provider.push(props);
      return children;
    },
    useApiLoadingStatus: () => use(() => maps.status),
    useMapsLibrary: (name: string) => use(() => maps.libraries[name] ?? null),
    useMap: () => use(() => maps.map),
    Map: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
    // like the real one: the marker element through the ref, a click handler
    AdvancedMarker: forwardRef(function AdvancedMarker({ title, onClick }: { title: string; onClick: () => void }, ref) {
      useImperativeHandle(ref, () => ({ title }), [title]);
      return (
        <button type="button" onClick={onClick}>
          {title}
        </button>
      );
    }),
    Pin: () => null,
    InfoWindow: ({ children, headerContent }: { children: ReactNode; headerContent: ReactNode }) => (
      <div role="dialog">
        {headerContent}
        {children}
      </div>
    ),
  };
});

vi.mock('@googlemaps/markerclusterer', () => ({
  MarkerClusterer: class {
    markers: unknown[] = [];
    constructor(public options: { renderer: { render: (cluster: unknown) => unknown } }) {
      maps.clusterers.push(this);
    }
    clearMarkers() {
      this.markers = [];
    }
    addMarkers(markers: unknown[]) {
      this.markers.push(...markers);
    }
    setMap() {
      this.markers = [];
    }
  },
}));

const markerLibrary = {
  AdvancedMarkerElement: class {
    constructor(public options: { content: HTMLElement; title: string }) {}
  },
};

const MARKERS = [
  { dealerId: 100, name: 'Auto Zentrum Zürich AG', position: { lat: 47.3845, lon: 8.4932 }, href: '/de/haendler/a', address: 'Zürich' },
  { dealerId: 110, name: 'Garage Lugano SA', position: { lat: 46.0105, lon: 8.9542 }, href: '/de/haendler/b', address: 'Lugano' },
];

function renderMap(props: Partial<DealerMapProps> = {}) {
  const handlers = { onSelect: vi.fn(), onStatusChange: vi.fn(), onPlacePredictions: vi.fn() };
  const all: DealerMapProps = {
    apiKey: 'test-key',
    mapId: 'map-id',
    language: 'fr',
    markers: MARKERS,
    selectedId: null,
    clusterLabel: (count) => `${count} concessionnaires`,
    colors: { marker: '#000', selected: '#f00', contrast: '#fff' },
    ...handlers,
    ...props,
  };
  const view = render(
    <MemoryRouter>
      <DealerMap {...all} />
    </MemoryRouter>,
  );
  return {
    ...handlers,
    rerender: (next: Partial<DealerMapProps>) =>
      view.rerender(
        <MemoryRouter>
          <DealerMap {...all} {...next} />
        </MemoryRouter>,
      ),
  };
}

afterEach(() => {
  cleanup();
  maps.status = 'LOADING';
  maps.libraries = {};
  maps.map = null;
  maps.provider = [];
  maps.clusterers = [];
  vi.clearAllMocks();
});

describe('the dealer map', () => {
  it('loads the maps service with the key, in the page language, for the region CH', () => {
    renderMap();
    expect(maps.provider).toContainEqual({ apiKey: 'test-key', language: 'fr', region: 'CH' });
  });

  it('reports a loaded script as true and a failed one or a refused key as false (SPEC §8)', () => {
    const { onStatusChange } = renderMap();
    expect(onStatusChange).not.toHaveBeenCalled();
    act(() => maps.update({ status: 'LOADED' }));
    expect(onStatusChange).toHaveBeenLastCalledWith(true);
    act(() => maps.update({ status: 'FAILED' }));
    expect(onStatusChange).toHaveBeenLastCalledWith(false);
    act(() => maps.update({ status: 'AUTH_FAILURE' }));
    expect(onStatusChange).toHaveBeenCalledTimes(3);
  });

  it('hands the place box the predictions once places and geocoding are loaded', () => {
    const { onPlacePredictions } = renderMap();
    act(() => maps.update({ libraries: { places: { AutocompleteService: class {} } } }));
    expect(onPlacePredictions).not.toHaveBeenCalled();
    act(() => maps.update({ libraries: { places: { AutocompleteService: class {} }, geocoding: { Geocoder: class {} } } }));
    expect(onPlacePredictions).toHaveBeenCalledWith(
      expect.objectContaining({ predict: expect.any(Function), locate: expect.any(Function) }),
    );
  });

  it('clusters every dealer marker; a cluster is a 28 px disc named with its count (SPEC §9)', () => {
    renderMap();
    act(() => maps.update({ map: maps.fakeMap, libraries: { marker: markerLibrary } }));
    const [clusterer] = maps.clusterers;
    expect(clusterer?.markers).toEqual([{ title: 'Auto Zentrum Zürich AG' }, { title: 'Garage Lugano SA' }]);
    const cluster = clusterer?.options.renderer.render({ count: 5, position: { lat: 47, lng: 8 } }) as InstanceType<
      typeof markerLibrary.AdvancedMarkerElement
    >;
    expect(CLUSTER_MARKER_SIZE).toBe(28);
    expect(cluster.options.content.style.width).toBe('28px');
    expect(cluster.options.content.style.height).toBe('28px');
    expect(cluster.options.content.textContent).toBe('5');
    expect(cluster.options.title).toBe('5 concessionnaires');
  });

  it('shows all results: the box around them', () => {
    renderMap();
    act(() => maps.update({ map: maps.fakeMap }));
    expect(maps.fakeMap.fitBounds).toHaveBeenCalledWith(boundsOf(MARKERS.map((marker) => marker.position)), 40);
    expect(boundsOf(MARKERS.map((marker) => marker.position))).toEqual({ north: 47.3845, south: 46.0105, east: 8.9542, west: 8.4932 });
  });

  it('a marker selects its dealer; the selected dealer is centred with its name and a link to its home', () => {
    const { onSelect, rerender } = renderMap();
    act(() => maps.update({ map: maps.fakeMap, libraries: { marker: markerLibrary } }));
    fireEvent.click(screen.getByRole('button', { name: 'Garage Lugano SA' }));
    expect(onSelect).toHaveBeenCalledWith(110);
    rerender({ selectedId: 110 });
    expect(maps.fakeMap.panTo).toHaveBeenCalledWith({ lat: 46.0105, lng: 8.9542 });
    expect(screen.getByRole('dialog').textContent).toContain('Garage Lugano SA');
    expect(screen.getByRole('link', { name: 'Garage Lugano SA' }).getAttribute('href')).toBe('/de/haendler/b');
  });
});
