import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import fr from '../i18n/fr.json';
import { VehicleCard, type VehicleCardProps } from './VehicleCard';

afterEach(cleanup);

const prefixed = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([key, text]) => [`shared-ui.${key}`, text]));
const inLocale = (locale: string, catalog: Record<string, string>) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={prefixed(catalog)}>
      {children}
    </IntlProvider>
  ),
});
const german = inLocale('de-CH', de);

const props: VehicleCardProps = {
  href: '/de/haendler/x/auto-finden/kia-ceed-12',
  imageUrl: '/car.svg',
  imageAlt: 'Kia Ceed 1.5 T-GDi',
  title: 'Kia Ceed',
  subtitle: '1.5 T-GDi GT-Line',
  firstRegistration: { month: 3, year: 2022 },
  mileage: 12000,
  fuel: '',
  price: 21990,
  newPrice: 29990,
  leasingRate: 199,
  energy: '5.9 l/100 km · 134 g CO₂/km',
  badges: <span>Reserviert</span>,
};

describe('VehicleCard', () => {
  it('is one link named by the title, with facts as a description list and §9 prices', () => {
    render(<VehicleCard {...props} />, german);
    const link = screen.getByRole('link', { name: 'Kia Ceed' });
    expect(link.getAttribute('href')).toBe(props.href);
    expect(screen.getByRole('heading', { level: 3, name: 'Kia Ceed' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kia Ceed 1.5 T-GDi' })).toBeTruthy();
    expect(screen.getByText('Erstzulassung').tagName).toBe('DT');
    expect(screen.getByText('03/2022').tagName).toBe('DD');
    expect(screen.getByText("12'000 km")).toBeTruthy();
    expect(screen.queryByText('Treibstoff')).toBeNull();
    for (const text of ["CHF 21'990.–", "Neupreis CHF 29'990.–", 'Leasing ab CHF 199.– / Monat', props.energy as string, 'Reserviert'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('French puts the currency after the amount', () => {
    render(<VehicleCard {...props} />, inLocale('fr-CH', fr));
    expect(screen.getByText("21'990.– CHF")).toBeTruthy();
    expect(screen.getByText('Leasing dès 199.– CHF / mois')).toBeTruthy();
  });

  it('a new vehicle: "Neufahrzeug", no mileage when 0, no new price when not higher, no leasing without a rate', () => {
    render(<VehicleCard {...props} firstRegistration={null} mileage={0} newPrice={21990} leasingRate={null} energy={undefined} />, german);
    expect(screen.getByText('Neufahrzeug')).toBeTruthy();
    expect(screen.queryByText('Kilometerstand')).toBeNull();
    expect(screen.queryByText(/Neupreis/)).toBeNull();
    expect(screen.queryByText(/Leasing/)).toBeNull();
  });

  it('renders links through the given renderer and actions outside the link', () => {
    render(
      <VehicleCard
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
      german,
    );
    const link = screen.getByRole('link');
    expect(link.dataset['router']).toBe('yes');
    expect(within(link).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Merken' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    // the page's LCP picture: not lazy, high priority (decision 0043)
    expect(screen.getByRole('img').getAttribute('loading')).toBeNull();
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe('high');
  });

  it('compact teaser: a decorative image by default, lazy, no actions', () => {
    const { container } = render(
      <VehicleCard href="/x" imageUrl="/car.svg" title="Kia Picanto" subtitle="1.2" price={14990} variant="compact" />,
      german,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.getByText("CHF 14'990.–")).toBeTruthy();
  });
});
