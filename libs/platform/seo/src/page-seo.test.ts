import { describe, expect, it } from 'vitest';
import { absoluteUrl, resolvePageSeo } from './page-seo';

const SEO = {
  title: '{dealerName} | Kia Partner',
  description: 'Neuwagen und Occasionen bei {dealerName}',
  image: '/media/og.jpg',
  twitter: { card: 'summary_large_image', title: '{dealerName} auf Twitter', description: '' },
  og: { title: '', description: 'OG {dealerName}' },
};

describe('page SEO', () => {
  it('takes the base service texts with placeholders filled, the page texts where they are empty', () => {
    expect(resolvePageSeo(SEO, { title: 'Fallback', placeholders: { dealerName: 'Garage Lugano SA' } })).toEqual({
      title: 'Garage Lugano SA | Kia Partner',
      description: 'Neuwagen und Occasionen bei Garage Lugano SA',
      image: '/media/og.jpg',
      og: { title: 'Garage Lugano SA | Kia Partner', description: 'OG Garage Lugano SA' },
      twitter: {
        card: 'summary_large_image',
        title: 'Garage Lugano SA auf Twitter',
        description: 'Neuwagen und Occasionen bei Garage Lugano SA',
      },
    });
  });

  it('without SEO data (empty response or failed call) the page texts stand', () => {
    expect(resolvePageSeo(null, { title: 'Auto Zentrum', description: 'Beschreibung' })).toEqual({
      title: 'Auto Zentrum',
      description: 'Beschreibung',
      image: null,
      og: { title: 'Auto Zentrum', description: 'Beschreibung' },
      twitter: { card: 'summary', title: 'Auto Zentrum', description: 'Beschreibung' },
    });
  });

  it('makes URLs absolute for crawlers', () => {
    expect(absoluteUrl('/api/core/media/dealers/100.svg', 'https://kia.example')).toBe(
      'https://kia.example/api/core/media/dealers/100.svg',
    );
    expect(absoluteUrl('https://cdn.example/x.jpg', 'https://kia.example')).toBe('https://cdn.example/x.jpg');
    expect(absoluteUrl('/x', undefined)).toBe('/x');
  });
});
