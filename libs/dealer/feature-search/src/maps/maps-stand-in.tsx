// Stories only: stand-ins for what the stories cannot reach — the maps service (no Google script or tiles) and the
// clock of the opening hours. The backend is MSW (@carweb/shared-testing-msw), the providers the global ones.
import { useEffect } from 'react';
import type { DealerMapProps } from './dealer-map-props';
import type { MapModule } from './DealerMapSlot';
import type { PlacePredictions } from './place-predictions';

/** Monday 2026-11-23, 10:00 in Zürich: the opening hours of the stories do not change with the day. */
export const STORY_NOW = new Date('2026-11-23T09:00:00Z');
export const LUGANO = { lat: 46.0037, lon: 8.9511 };

/** The maps service's predictions as a stand-in: "Lugano, Schweiz" for what starts like Lugano. */
const storyPredictions: PlacePredictions = {
  predict: async (input) => ({
    status: 'OK',
    predictions: 'lugano'.startsWith(input.toLowerCase().slice(0, 6)) ? [{ placeId: 'lugano', label: 'Lugano, Schweiz' }] : [],
  }),
  locate: async () => LUGANO,
};

const SWISS_BOX = { north: 47.9, south: 45.8, east: 10.5, west: 5.9 };

/** A stand-in for the map chunk with the same props: markers are buttons placed on a plain box of Switzerland. */
function StoryDealerMap({ markers, selectedId, onSelect, onStatusChange, onPlacePredictions }: DealerMapProps) {
  useEffect(() => {
    onStatusChange(true);
    onPlacePredictions(storyPredictions);
  }, [onStatusChange, onPlacePredictions]);
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', background: '#dfe9e4' }} data-testid="story-map">
      {markers.map((marker) => (
        <button
          key={marker.dealerId}
          type="button"
          title={marker.name}
          aria-label={marker.name}
          aria-pressed={marker.dealerId === selectedId}
          onClick={() => onSelect(marker.dealerId)}
          style={{
            position: 'absolute',
            left: `${((marker.position.lon - SWISS_BOX.west) / (SWISS_BOX.east - SWISS_BOX.west)) * 100}%`,
            top: `${((SWISS_BOX.north - marker.position.lat) / (SWISS_BOX.north - SWISS_BOX.south)) * 100}%`,
            width: marker.dealerId === selectedId ? 20 : 14,
            height: marker.dealerId === selectedId ? 20 : 14,
            padding: 0,
            border: '2px solid #fff',
            borderRadius: '50%',
            background: marker.dealerId === selectedId ? '#bb162b' : '#05141f',
            transform: 'translate(-50%, -50%)',
          }}
        />
      ))}
    </div>
  );
}

/** The maps script that fails to load (SPEC §8: false). */
function FailingDealerMap({ onStatusChange }: DealerMapProps) {
  useEffect(() => onStatusChange(false), [onStatusChange]);
  return null;
}

export const loadStoryMap: MapModule = () => Promise.resolve({ default: StoryDealerMap });
export const loadFailingMap: MapModule = () => Promise.resolve({ default: FailingDealerMap });
