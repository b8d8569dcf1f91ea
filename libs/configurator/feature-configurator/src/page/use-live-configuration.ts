import { useMemo } from 'react';
import type { ConfiguratorModel } from '@carweb/api-contracts';
import { configurationOf, type Configuration, type SavedItems } from '../configuration/configuration-url';
import { usePendingChoice } from './pending-choice';

/** The configuration to price: the one just clicked while the router is on its way there, else the page's. */
export function useLiveConfiguration(model: ConfiguratorModel, saved: SavedItems | null, shown: Configuration): Configuration {
  const pending = usePendingChoice();
  return useMemo(
    () => (pending === null ? shown : configurationOf(model, new URLSearchParams(pending), saved)),
    [pending, shown, model, saved],
  );
}
