import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, IMAGE_WIDTHS, imageAtWidth, imageSrcSet, isResizable, thumbnailSrc } from './image-sources';

const VEHICLE = '/api/core/media/vehicles/100006.svg';

describe('image sources in the fixed sizes per device (decision 0043)', () => {
  it('are the phone, tablet and desktop widths', () => {
    expect(IMAGE_WIDTHS).toEqual([480, 960, 1440]);
  });

  it('offer phones and tablets the phone and tablet widths, a desktop every width', () => {
    expect(imageSrcSet(VEHICLE)).toBe(`${VEHICLE}?w=480 480w, ${VEHICLE}?w=960 960w`);
    expect(imageSrcSet(VEHICLE, true)).toBe(`${VEHICLE}?w=480 480w, ${VEHICLE}?w=960 960w, ${VEHICLE}?w=1440 1440w`);
  });

  it('say per slot how wide the picture is drawn on each device', () => {
    expect(IMAGE_SIZES).toEqual({
      card: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px',
      content: '(max-width: 1023px) 100vw, 800px',
      full: '100vw',
    });
  });

  it('add the width to a query the address already has', () => {
    const model = '/api/core/media/models/12/WHT/30.svg?ec=leather,navigation';
    expect(imageAtWidth(model, 480)).toBe(`${model}&w=480`);
    expect(imageSrcSet('/api/core/media/vehicles/7.svg?view=front')).toBe(
      '/api/core/media/vehicles/7.svg?view=front&w=480 480w, /api/core/media/vehicles/7.svg?view=front&w=960 960w',
    );
  });

  it('leave an address of another host as it is: not resizable, no width', () => {
    expect(isResizable(VEHICLE)).toBe(true);
    for (const src of [
      'https://images.example.com/hero.jpg',
      '//cdn.example.com/api/core/media/vehicles/1.svg',
      '/assets/hero.jpg',
      '/api/core/other/1.svg',
      'data:image/svg+xml,%3Csvg%3E',
      '/api/core/media/vehicles/1 2.svg',
      '',
    ]) {
      expect(isResizable(src), src).toBe(false);
      expect(imageAtWidth(src, 480), src).toBe(src);
    }
  });

  it('give a thumbnail the phone width', () => {
    expect(thumbnailSrc(VEHICLE)).toBe(`${VEHICLE}?w=480`);
    expect(thumbnailSrc('https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg');
  });
});
