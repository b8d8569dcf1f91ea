import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealerMapProps } from './dealer-map-props';
import { DealerMapSlot, type MapModule, type MapStatus } from './DealerMapSlot';
import { MAPS_LOAD_TIMEOUT_MS } from './maps-config';

function LoadedMap({ onStatusChange }: DealerMapProps) {
  useEffect(() => onStatusChange(true), [onStatusChange]);
  return <div data-testid="map" />;
}
const loaded: MapModule = () => Promise.resolve({ default: LoadedMap });
const unreachable: MapModule = () => Promise.reject(new Error('chunk could not be fetched'));
const silent: MapModule = () => Promise.resolve({ default: () => <div data-testid="map" /> });

/** The slot with the page's status state around it. */
function Slot({ apiKey, loadMap, initial = null }: { apiKey?: string; loadMap: MapModule; initial?: MapStatus }) {
  const [status, setStatus] = useState<MapStatus>(initial);
  return (
    <>
      <p data-testid="status">{String(status)}</p>
      <DealerMapSlot
        apiKey={apiKey}
        status={status}
        onStatusChange={setStatus}
        loadMap={loadMap}
        label="Karte der Händler"
        loadingText="Die Karte wird geladen …"
        mapId="map-id"
        language="de"
        markers={[]}
        selectedId={null}
        onSelect={() => undefined}
        onPlacePredictions={() => undefined}
        clusterLabel={String}
        colors={{ marker: '#000', selected: '#f00', contrast: '#fff' }}
      />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the map slot', () => {
  it('without a key: nothing, and the map code is never asked for', () => {
    const loadMap = vi.fn(loaded);
    render(<Slot loadMap={loadMap} initial={false} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(loadMap).not.toHaveBeenCalled();
  });

  it('on the server: a labelled place for the map with the loading text, no map code', () => {
    const loadMap = vi.fn(loaded);
    const html = renderToString(<Slot apiKey="key" loadMap={loadMap} />);
    expect(html).toContain('aria-label="Karte der Händler"');
    expect(html).toContain('Die Karte wird geladen …');
    expect(loadMap).not.toHaveBeenCalled();
  });

  it('after hydration: loads the map chunk; loaded → the map without the loading text', async () => {
    render(<Slot apiKey="key" loadMap={loaded} />);
    expect(await screen.findByTestId('map')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('status').textContent).toBe('true'));
    expect(screen.queryByText('Die Karte wird geladen …')).toBeNull();
  });

  it('a map chunk that cannot be fetched is a failed maps load: the slot disappears', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Slot apiKey="key" loadMap={unreachable} />);
    await vi.waitFor(() => expect(screen.getByTestId('status').textContent).toBe('false'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it(`a maps service that neither loads nor fails within ${MAPS_LOAD_TIMEOUT_MS} ms counts as failed`, async () => {
    vi.useFakeTimers();
    render(<Slot apiKey="key" loadMap={silent} />);
    await act(() => vi.advanceTimersByTimeAsync(MAPS_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByRole('region', { name: 'Karte der Händler' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('status').textContent).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
