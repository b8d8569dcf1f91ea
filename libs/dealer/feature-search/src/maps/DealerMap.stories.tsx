import type { Meta, StoryObj } from '@storybook/react-vite';
import { __resetModuleState } from '@vis.gl/react-google-maps';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dealerListFixture } from '../dealer-list.fixtures';
import type { DealerMarker } from './dealer-map-props';
import DealerMap from './DealerMap';
import { DealerMapSlot, type MapModule, type MapStatus } from './DealerMapSlot';

/**
 * The maps service as the browser would have it once its bootstrap ran: `google.maps.importLibrary`. Installed
 * before the map renders, @vis.gl/react-google-maps uses it and never adds the remote script (no network to Google).
 */
function installMapsService(importLibrary: (name: string) => Promise<unknown>) {
  __resetModuleState();
  const global = window as unknown as { google?: unknown };
  global.google = { maps: { importLibrary, Settings: { getInstance: () => ({}) } } };
  return () => {
    delete global.google;
    __resetModuleState();
  };
}

/** The real map chunk (not a stand-in): what the search page imports after hydration. */
const loadDealerMap: MapModule = () => Promise.resolve({ default: DealerMap });

const MARKERS: DealerMarker[] = dealerListFixture().map((dealer) => ({
  dealerId: dealer.dealerId,
  name: dealer.name,
  position: { lat: dealer.latitude, lon: dealer.longitude },
  href: `/de/${dealer.slug}`,
  address: `${dealer.street}, ${dealer.zip} ${dealer.city}`,
}));

interface Args {
  onStatusChange: (loaded: boolean) => void;
  onPlacePredictions: () => void;
}

/** The map slot of the dealer search with the real DealerMap, keeping its status as the page does. */
function SearchMap({ onStatusChange, onPlacePredictions }: Pick<Args, 'onStatusChange' | 'onPlacePredictions'>) {
  const [status, setStatus] = useState<MapStatus>(null);
  return (
    <div style={{ minHeight: 200 }}>
      <DealerMapSlot
        apiKey="story-key"
        status={status}
        label="Karte der Händler"
        loadingText="Die Karte wird geladen …"
        loadMap={loadDealerMap}
        mapId="story-map"
        language="de"
        markers={MARKERS}
        selectedId={null}
        onSelect={() => undefined}
        onStatusChange={(loaded) => {
          setStatus(loaded);
          onStatusChange(loaded);
        }}
        onPlacePredictions={onPlacePredictions}
        clusterLabel={(count) => `${count} Händler`}
        colors={{ marker: '#05141f', selected: '#bb162b', contrast: '#ffffff' }}
      />
      <h2>{MARKERS.length} Händler gefunden</h2>
      <ul>
        {MARKERS.map((marker) => (
          <li key={marker.dealerId}>
            {marker.name}, {marker.address}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * DealerMap (@vis.gl/react-google-maps) in its slot beside the dealer list. The maps service is not reachable from
 * the stories, so they show what the site shows while it loads and when it fails (SPEC §8: maps load failure = false):
 * the map's place disappears, the list stays. The working map with markers: DealerMapSlot's stories (a stand-in).
 */
const meta = {
  title: 'Dealer search/DealerMap',
  subcomponents: { DealerMap },
  args: { onStatusChange: fn(), onPlacePredictions: fn() },
  parameters: { route: { url: '/de/haendlersuche' } },
  render: ({ onStatusChange, onPlacePredictions }) => <SearchMap onStatusChange={onStatusChange} onPlacePredictions={onPlacePredictions} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The maps script fails to load (blocked, offline, refused): the map reports false and its slot is gone. */
export const LoadFailure: Story = {
  beforeEach: () => installMapsService(() => Promise.reject(new Error('Google Maps JavaScript API could not load.'))),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith(false));
    await expect(canvas.queryByRole('region', { name: 'Karte der Händler' })).toBeNull();
    await expect(args.onPlacePredictions).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: `${MARKERS.length} Händler gefunden` })).toBeVisible();
  },
};

/** The maps service is still loading: the slot keeps its place and says so (busy), the list is already usable. */
export const Loading: Story = {
  beforeEach: () => installMapsService(() => new Promise(() => undefined)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slot = canvas.getByRole('region', { name: 'Karte der Händler' });
    await expect(slot).toHaveAttribute('aria-busy', 'true');
    await expect(within(slot).getByText('Die Karte wird geladen …')).toBeVisible();
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};
