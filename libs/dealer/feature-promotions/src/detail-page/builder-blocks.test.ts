import { describe, expect, it } from 'vitest';
import { promotionPageBuilderFixture, testBrand } from '@carweb/shared-testing';
import { builderLink, promotionBlocks } from './builder-blocks';

const base = { brand: testBrand, locale: 'fr' as const, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true };

describe('page-builder blocks of a promotion', () => {
  it('keeps hero, text and button in the editor order; a button to a route key is the dealer page', () => {
    expect(promotionBlocks(promotionPageBuilderFixture().data.blocks, base)).toEqual([
      {
        id: 'campaign-page-100-free-winter-wheels-hero',
        kind: 'hero',
        headline: 'Winterräder geschenkt – nur diesen Monat',
        image: '/banner.svg',
      },
      {
        id: 'campaign-page-100-free-winter-wheels-text',
        kind: 'text',
        html: '<p>Zu jedem <strong>Neuwagen</strong> ein Satz Winterräder.</p>',
      },
      {
        id: 'campaign-page-100-free-winter-wheels-cta',
        kind: 'button',
        text: 'Angebote entdecken',
        href: '/fr/concessionnaire/auto-zentrum-zuerich/contact',
        external: false,
      },
    ]);
  });

  it('leaves out unknown components, blocks without their content and images that are no path or http(s) address', () => {
    const blocks = [
      { id: 'a', component: 'Carousel', options: { items: [] } },
      { id: 'b', component: 'Text', options: { text: '  ' } },
      { id: 'c', component: 'Button', options: { text: 'Klick', link: 'javascript:alert(1)' } },
      { id: 'd', component: 'Image', options: { image: '/a.png', alt: 'Räder' } },
      { id: 'e', component: 'Image', options: { image: 'javascript:alert(1)' } },
      { id: 'f', component: 'Hero', options: { headline: 'Titel', image: 'data:image/svg+xml,<svg onload=alert(1)>' } },
    ];
    expect(promotionBlocks(blocks, base)).toEqual([
      { id: 'd', kind: 'image', src: '/a.png', alt: 'Räder' },
      { id: 'f', kind: 'hero', headline: 'Titel', image: null },
    ]);
  });

  it('resolves button links: route key, anchor, dealer path, external; anything else is no link', () => {
    expect(builderLink('serviceAppointment', base)).toEqual({
      href: '/fr/concessionnaire/auto-zentrum-zuerich/prendre-un-rendez-vous',
      external: false,
    });
    expect(builderLink('#vehicles', base)).toEqual({ href: '#vehicles', external: false });
    expect(builderLink('/actions/', base)).toEqual({ href: '/fr/concessionnaire/auto-zentrum-zuerich/actions', external: false });
    expect(builderLink('https://www.kia.ch/fr', base)).toEqual({ href: 'https://www.kia.ch/fr', external: true });
    expect(builderLink('data:text/html,<script>', base)).toBeNull();
    expect(builderLink('no-such-page', base)).toBeNull();
    expect(builderLink('#', base)).toBeNull();
  });
});
