import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { DealerMapProps } from './dealer-map-props';
import { MAPS_LOAD_TIMEOUT_MS } from './maps-config';
import styles from './DealerMapSlot.module.css';

/** SPEC §4 three states of a loaded resource: null = loading, false = failed, true = loaded. */
export type MapStatus = boolean | null;

export type MapModule = () => Promise<{ default: ComponentType<DealerMapProps> }>;
const loadDealerMap: MapModule = () => import('./DealerMap');

/** A map chunk that cannot be fetched counts as a failed maps load. */
class MapChunkBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Starts `run` once the browser is idle after hydration, so the list is interactive before the map loads. */
function useAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

export interface DealerMapSlotProps extends Omit<DealerMapProps, 'apiKey'> {
  /** no key: no map at all, the list is the page */
  apiKey: string | undefined;
  status: MapStatus;
  label: string;
  loadingText: string;
  /** the map chunk; stories give a stand-in */
  loadMap?: MapModule;
}

/**
 * The map beside the list: its place is kept from the server render on (no layout shift), its code and the
 * maps service load only after hydration. Without a key, or when the maps service fails to load or takes
 * too long (status false), the slot disappears and the list with its filter and distance sort remains.
 */
export function DealerMapSlot({ apiKey, status, label, loadingText, loadMap = loadDealerMap, ...mapProps }: DealerMapSlotProps) {
  const started = useAfterHydration();
  const DealerMap = useMemo(() => lazy(loadMap), [loadMap]);
  const { onStatusChange } = mapProps;
  useEffect(() => {
    if (!apiKey || status !== null) return;
    const timer = setTimeout(() => onStatusChange(false), MAPS_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [apiKey, status, onStatusChange]);
  if (!apiKey || status === false) return null;
  return (
    <section className={styles['slot']} aria-label={label} aria-busy={status !== true}>
      {status !== true && <p className={styles['loading']}>{loadingText}</p>}
      {started && (
        <MapChunkBoundary onError={() => onStatusChange(false)}>
          <Suspense fallback={null}>
            <DealerMap apiKey={apiKey} {...mapProps} />
          </Suspense>
        </MapChunkBoundary>
      )}
    </section>
  );
}
