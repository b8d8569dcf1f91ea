import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dealerListFixture } from '../dealer-list.fixtures';
import type { DealerMarker } from './dealer-map-props';
import { DealerMapSlot, type MapModule, type MapStatus } from './DealerMapSlot';
import { loadFailingMap, loadStoryMap } from './maps-stand-in';

interface Args {
  apiKey?: string;
  loadMap: MapModule;
  onSelect: (dealerId: number | null) => void;
}

const MARKERS: DealerMarker[] = dealerListFixture().map((dealer) => ({
  dealerId: dealer.dealerId,
  name: dealer.name,
  position: { lat: dealer.latitude, lon: dealer.longitude },
  href: `/de/${dealer.slug}`,
  address: `${dealer.street}, ${dealer.zip} ${dealer.city}`,
}));

/** The maps service that never answers: the slot shows its loading text (until the load times out). */
const loadNeverMap: MapModule = () => new Promise(() => undefined);

/** The slot keeps the map's status and selection, as the search page does. */
function SlotWithState({ apiKey, loadMap, onSelect }: Args) {
  const [status, setStatus] = useState<MapStatus>(apiKey ? null : false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <div style={{ height: 420 }}>
      <DealerMapSlot
        apiKey={apiKey}
        status={status}
        label="Karte der Händler"
        loadingText="Die Karte wird geladen …"
        loadMap={loadMap}
        mapId="story-map"
        language="de"
        markers={MARKERS}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          onSelect(id);
        }}
        onStatusChange={setStatus}
        onPlacePredictions={() => undefined}
        clusterLabel={(count) => `${count} Händler`}
        colors={{ marker: '#05141f', selected: '#bb162b', contrast: '#ffffff' }}
      />
      <p>Die Liste der Händler bleibt in jedem Fall.</p>
    </div>
  );
}

/** The map beside the dealer list: loads after hydration; without a key or when it fails, the slot is gone. */
const meta = {
  title: 'Dealer search/DealerMapSlot',
  args: { apiKey: 'story-key', loadMap: loadStoryMap, onSelect: fn() },
  parameters: { route: { url: '/de/haendlersuche' } },
  render: (props) => <SlotWithState {...props} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for the maps service: markers are buttons; choosing one selects the dealer. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const marker = await canvas.findByRole('button', { name: 'Garage Lugano SA' });
    await userEvent.click(marker);
    await expect(args.onSelect).toHaveBeenCalledWith(110);
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Loading: Story = { args: { loadMap: loadNeverMap } };
/** The maps script fails (SPEC §8: false): no empty box. */
export const LoadFailure: Story = { args: { loadMap: loadFailingMap } };
/** No maps key configured: no map at all. */
export const NoKey: Story = { args: { apiKey: undefined } };
