import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

afterEach(cleanup);

describe('Gallery', () => {
  const images = [1, 2, 3].map((n) => ({ src: `/car.svg?view=${n}`, alt: `Ansicht ${n}` }));
  const labels = {
    label: 'Bilder',
    previousLabel: 'Vorheriges Bild',
    nextLabel: 'Nächstes Bild',
    positionLabel: (i: number, t: number) => `Bild ${i} von ${t}`,
    thumbnailLabel: (i: number) => `Bild ${i} zeigen`,
  };

  it('loads only the first image eagerly, moves with buttons, keys and thumbnails', () => {
    render(<Gallery {...labels} images={images} />);
    const loading = screen
      .getAllByRole('img', { hidden: true })
      .slice(0, 3)
      .map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
    expect(screen.getByText('Bild 1 von 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByText('Bild 2 von 3', { selector: 'p' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Bilder' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Bilder' }), { key: 'ArrowLeft' });
    expect(screen.getByText('Bild 3 von 3', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 zeigen' }));
    expect(screen.getByRole('button', { name: 'Bild 1 zeigen' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows nothing without images and no controls for one image', () => {
    const { container } = render(<Gallery {...labels} images={[]} />);
    expect(container.innerHTML).toBe('');
    render(<Gallery {...labels} images={images.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
