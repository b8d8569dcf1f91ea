import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PropsWithChildren } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteriaResponse } from '@carweb/api-contracts';
import de from '../i18n/de.json';
import criteria from './criteria.fixture.json';
import { LocationFilter } from './LocationFilter';

/** @vis.gl/react-google-maps as the browser sees it: libraries are null until the maps service has loaded. */
const maps = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    libraries: {} as Record<string, unknown>,
    provider: [] as unknown[],
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    load(libraries: Record<string, unknown>) {
      this.libraries = libraries;
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('@vis.gl/react-google-maps', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    APIProvider: ({ children, ...props }: PropsWithChildren<Record<string, unknown>>) => {
      maps.provider.push(props);
      return children;
    },
    useMapsLibrary: (name: string) => useSyncExternalStore(maps.subscribe, () => maps.libraries[name] ?? null),
  };
});

afterEach(() => {
  cleanup();
  maps.libraries = {};
  maps.provider = [];
});

const LOADED = {
  places: {
    AutocompleteService: class {
      getPlacePredictions = (_request: unknown, done: (r: unknown, s: string) => void) => (
        done([{ place_id: 'p1', description: 'Winterthur, Schweiz' }], 'OK'),
        Promise.resolve()
      );
    },
  },
  geocoding: {
    Geocoder: class {
      geocode = (_request: unknown, done: (r: unknown, s: string) => void) => (
        done([{ geometry: { location: { lat: () => 47.5, lng: () => 8.72 } } }], 'OK'),
        Promise.resolve()
      );
    },
  },
};
const messages = Object.fromEntries(Object.entries(de).map(([key, text]) => [`vehicle-market-list.${key}`, text]));
const location = (criteria as SearchCriteriaResponse).filter.find((entry) => entry.inputType === 'location');
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'PLZ oder Ort' });

function renderFilter(mapsApiKey?: string) {
  if (!location) throw new Error('the criteria fixture has no location filter');
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="fr-CH" messages={messages}>
        <LocationFilter mapsApiKey={mapsApiKey} entry={location} draft={{}} onChange={onChange} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('location filter and the maps service', () => {
  it('without a maps key: the postcode/town table, no maps service', async () => {
    renderFilter();
    fireEvent.change(input(), { target: { value: 'Winterthur' } });
    expect(await screen.findByRole('option', { name: '8400 Winterthur' })).toBeTruthy();
    expect(maps.provider).toEqual([]);
  });

  it('with a key: loads the maps service in the page language, region CH; the table answers until it is there', async () => {
    renderFilter('test-key');
    await vi.waitFor(() => expect(maps.provider).toContainEqual({ apiKey: 'test-key', language: 'fr', region: 'CH' }));
    fireEvent.change(input(), { target: { value: 'Winterthur' } });
    expect(await screen.findByRole('option', { name: '8400 Winterthur' })).toBeTruthy();
  });

  it('switches to predictions when the service is ready, keeping what was typed, and sets the geocoded place', async () => {
    const onChange = renderFilter('test-key');
    fireEvent.change(input(), { target: { value: 'Wint' } });
    await vi.waitFor(() => expect(maps.provider.length).toBeGreaterThan(0));
    act(() => maps.load(LOADED));
    expect(input().value).toBe('Wint');
    fireEvent.change(input(), { target: { value: 'Winte' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Winterthur, Schweiz' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ lat: 47.5, lon: 8.72 })));
  });
});
