import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VehicleCard } from './VehicleCard';

describe('VehicleCard', () => {
  it('shows title, facts, price and tags as one link', () => {
    render(
      <VehicleCard
        href="/de/haendler/x/auto-finden/kia-ceed-12"
        imageUrl="/car.svg"
        title="Kia Ceed"
        subtitle="1.5 T-GDi"
        facts={['01/2023', "12'000 km", '']}
        price="CHF 21'990.–"
        tags={['Top Deal']}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/de/haendler/x/auto-finden/kia-ceed-12');
    expect(screen.getByRole('heading', { name: 'Kia Ceed' })).toBeTruthy();
    expect(screen.getByText("CHF 21'990.–")).toBeTruthy();
    expect(screen.getByText('Top Deal')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
