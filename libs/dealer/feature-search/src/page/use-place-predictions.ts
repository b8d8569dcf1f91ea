import { useEffect, useState } from 'react';
import { useDebounced } from '@carweb/shared-ui';
import type { PlacePrediction, PlacePredictions } from '../maps/place-predictions';

const PREDICTION_DEBOUNCE_MS = 250;

/** The maps service's predictions for what was typed, once it paused; none without the service or when it refuses. */
export function usePlacePredictions(service: PlacePredictions | null, text: string): PlacePrediction[] {
  const typed = useDebounced(text.trim(), PREDICTION_DEBOUNCE_MS);
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  useEffect(() => {
    if (!service || typed.length < 2) {
      setPredictions([]);
      return;
    }
    let current = true;
    void service.predict(typed).then((answer) => {
      if (current) setPredictions(answer.predictions);
    });
    return () => {
      current = false;
    };
  }, [service, typed]);
  return predictions;
}
