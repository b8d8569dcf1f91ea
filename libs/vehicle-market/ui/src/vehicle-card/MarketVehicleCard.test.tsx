import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketVehicleCard } from './MarketVehicleCard';

afterEach(cleanup);

describe('MarketVehicleCard', () => {
  const props = {
    href: '/de/haendler/x/auto-finden/kia-ceed-12',
    imageUrl: '/car.svg',
    imageAlt: 'Kia Ceed 1.5 T-GDi',
    title: 'Kia Ceed',
    subtitle: '1.5 T-GDi GT-Line',
    facts: [
      { label: 'Erstzulassung', value: '03/2022' },
      { label: 'Kilometer', value: "12'000 km" },
      { label: 'Treibstoff', value: '' },
    ],
    price: "CHF 21'990.–",
    newPrice: "Neupreis CHF 29'990.–",
    leasingRate: 'Leasing ab CHF 199.– / Monat',
    energy: '5.9 l/100 km · 134 g CO₂/km',
    tags: [{ label: 'Reserviert', tone: 'reserved' as const }],
  };

  it('is one link named by the title, with facts as a description list', () => {
    render(<MarketVehicleCard {...props} />);
    const link = screen.getByRole('link', { name: 'Kia Ceed' });
    expect(link.getAttribute('href')).toBe(props.href);
    expect(screen.getByRole('heading', { level: 3, name: 'Kia Ceed' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kia Ceed 1.5 T-GDi' })).toBeTruthy();
    expect(screen.getByText('Erstzulassung').tagName).toBe('DT');
    expect(screen.queryByText('Treibstoff')).toBeNull();
    for (const text of [props.price, props.newPrice, props.leasingRate, props.energy, 'Reserviert']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('renders links through the given renderer and actions outside the link', () => {
    render(
      <MarketVehicleCard
        {...props}
        headingLevel={2}
        priority
        renderLink={({ href, className, children }) => (
          <a data-router="yes" href={href} className={className}>
            {children}
          </a>
        )}
        actions={<button type="button">Merken</button>}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.dataset['router']).toBe('yes');
    expect(within(link).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Merken' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });
});
