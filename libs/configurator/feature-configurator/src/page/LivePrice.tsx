import type { ReactNode } from 'react';
import type { ConfiguratorModel } from '@carweb/api-contracts';
import type { Configuration, SavedItems } from '../configuration/configuration-url';
import { PriceBox } from './PriceBox';
import { StickyTotal } from './StickyTotal';
import { useLiveConfiguration } from './use-live-configuration';

export interface LivePriceProps {
  model: ConfiguratorModel;
  saved: SavedItems | null;
  /** the configuration of the page's URL */
  configuration: Configuration;
}

/** The price box of the configuration just clicked; its children (the leasing rate) follow the page's URL. */
export function LivePriceBox({ children, ...props }: LivePriceProps & { children?: ReactNode }) {
  return <PriceBox configuration={useLiveConfiguration(props.model, props.saved, props.configuration)}>{children}</PriceBox>;
}

/** The phone's sticky total of the configuration just clicked. */
export function LiveStickyTotal(props: LivePriceProps) {
  return <StickyTotal configuration={useLiveConfiguration(props.model, props.saved, props.configuration)} />;
}
