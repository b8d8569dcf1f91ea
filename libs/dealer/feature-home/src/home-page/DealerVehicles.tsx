import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useVehicleList } from '@carweb/api-core';
import { useDealerHref } from '@carweb/platform-routing';
import { Section, VehicleCard } from '@carweb/shared-ui';
import { messages } from '../messages';
import { HOME_VEHICLE_FILTER } from './home-vehicle-filter';
import { vehicleTeaser } from './vehicle-teaser';
import styles from './DealerHomePage.module.css';

/**
 * A carousel of the dealer's vehicles; prefetched by the loader, so they are in the server HTML. The track is
 * a native scroller (touch, trackpad, arrow keys once focused) with snap points; the buttons page through it
 * once the page is interactive. Slides have a fixed width and the cards fixed image boxes: no layout shift.
 */
export function DealerVehicles({ dealerSlug }: { dealerSlug: string }) {
  const intl = useIntl();
  const href = useDealerHref();
  const track = useRef<HTMLUListElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const { data, isPending, isError } = useVehicleList({ ...HOME_VEHICLE_FILTER }, dealerSlug);
  const title = intl.formatMessage(messages.ourVehicles);
  const page = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: 'smooth' });

  let content;
  if (isPending) content = <p role="status">{intl.formatMessage(messages.loadingVehicles)}</p>;
  else if (isError || data.error) content = <p role="alert">{intl.formatMessage(messages.vehiclesError)}</p>;
  else if (data.vehicles.length === 0) content = <p>{intl.formatMessage(messages.noVehicles)}</p>;
  else
    content = (
      <div className={styles['carousel']}>
        {/* focusable so that the arrow keys scroll it; its cards are links of their own */}
        <ul ref={track} className={styles['track']} tabIndex={0} aria-label={title}>
          {data.vehicles.map((vehicle) => (
            <li key={vehicle.id} className={styles['slide']}>
              <VehicleCard {...vehicleTeaser(vehicle, href('vehicleMarket', vehicle.slug))} />
            </li>
          ))}
        </ul>
        <div className={styles['carouselFooter']}>
          <Link to={href('vehicleMarket')}>{intl.formatMessage(messages.allVehicles)}</Link>
          <div className={styles['carouselControls']} data-interactive={interactive}>
            <button
              type="button"
              onClick={() => page(-1)}
              aria-label={intl.formatMessage(messages.previousVehicles)}
              disabled={!interactive}
            >
              ‹
            </button>
            <button type="button" onClick={() => page(1)} aria-label={intl.formatMessage(messages.nextVehicles)} disabled={!interactive}>
              ›
            </button>
          </div>
        </div>
      </div>
    );
  return (
    <Section id="vehicles" title={title}>
      {content}
    </Section>
  );
}
