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

  it('of a priority gallery loads only the first image at once, moves with buttons, keys and thumbnails', () => {
    render(<Gallery {...labels} images={images} priority />);
    const slides = screen.getAllByRole('img', { hidden: true }).slice(0, 3);
    expect(slides.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(slides.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(screen.getByText('Bild 1 von 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByText('Bild 2 von 3', { selector: 'p' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Bilder' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Bilder' }), { key: 'ArrowLeft' });
    expect(screen.getByText('Bild 3 von 3', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 zeigen' }));
    expect(screen.getByRole('button', { name: 'Bild 1 zeigen' }).getAttribute('aria-current')).toBe('true');
  });

  it('loads every image lazily unless it is the page’s largest picture; sandbox media in the fixed widths, thumbnails at the phone’s', () => {
    const media = ['/api/core/media/vehicles/7.svg?view=side', '/api/core/media/vehicles/7.svg?view=front'];
    const { container } = render(<Gallery {...labels} images={media.map((src, n) => ({ src, alt: `Ansicht ${n + 1}` }))} />);
    const [first, second, ...thumbnails] = [...container.querySelectorAll('img')];
    expect([first, second].map((img) => img?.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(first?.getAttribute('srcset')).toBe(`${media[0]}&w=480 480w, ${media[0]}&w=960 960w`);
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain(`${media[0]}&w=1440 1440w`);
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual(media.map((src) => `${src}&w=480`));
  });

  it('shows nothing without images and no controls for one image', () => {
    const { container } = render(<Gallery {...labels} images={[]} />);
    expect(container.innerHTML).toBe('');
    render(<Gallery {...labels} images={images.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
