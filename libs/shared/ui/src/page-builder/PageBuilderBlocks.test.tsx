import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSanitizer } from '../safe-html/sanitize-html';
import { PageBuilderBlocks, type PageBuilderBlock } from './PageBuilderBlocks';

afterEach(cleanup);
// as on a client-side navigation, whose loader loads the sanitizer
beforeAll(() => loadSanitizer());

const blocks: PageBuilderBlock[] = [
  { id: 'hero', component: 'Hero', options: { headline: 'Reifenwechsel', image: '/media/reifen.jpg' } },
  { id: 'text', component: 'Text', options: { text: '<p>Jetzt <strong>wechseln</strong>.</p><script>alert(1)</script>' } },
  { id: 'image', component: 'Image', options: { image: '/media/werkstatt.jpg', altText: 'Unsere Werkstatt' } },
  { id: 'cta', component: 'Button', options: { text: 'Termin vereinbaren', link: 'appointment' } },
  { id: 'external', component: 'Button', options: { text: 'Hersteller', link: 'https://www.kia.ch/' } },
  { id: 'unknown', component: 'Carousel', options: { slides: [] } },
];

const resolveLink = (link: string) =>
  link.startsWith('https://')
    ? { href: link, external: true }
    : link === 'appointment'
      ? { href: '/de/kia/terminvereinbarung', external: false }
      : undefined;

describe('PageBuilderBlocks', () => {
  it('renders hero, sanitized text, image and buttons with their resolved links', () => {
    const { container } = render(<PageBuilderBlocks blocks={blocks} resolveLink={resolveLink} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Reifenwechsel' })).toBeTruthy();
    expect(screen.getByText('wechseln').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Unsere Werkstatt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Termin vereinbaren' }).getAttribute('href')).toBe('/de/kia/terminvereinbarung');
    const external = screen.getByRole('link', { name: 'Hersteller' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('makes the hero the page title when asked, and leaves out unknown blocks and buttons without a target', () => {
    const { container } = render(
      <PageBuilderBlocks
        heroHeadingLevel={1}
        blocks={[...blocks, { id: 'nowhere', component: 'Button', options: { text: 'Ins Leere', link: 'gibt-es-nicht' } }]}
        resolveLink={resolveLink}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reifenwechsel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ins Leere' })).toBeNull();
    expect(container.firstElementChild?.children).toHaveLength(5);
  });
});
