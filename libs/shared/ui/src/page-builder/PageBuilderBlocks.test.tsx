import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSanitizer } from '../safe-html/sanitize-html';
import { hasPageBuilderButton, PageBuilderBlocks, pageBuilderHero, type PageBuilderBlock } from './PageBuilderBlocks';

afterEach(cleanup);
// as on a client-side navigation, whose loader loads the sanitizer
beforeAll(() => loadSanitizer());

const blocks: PageBuilderBlock[] = [
  { id: 'hero', component: 'Hero', options: { headline: 'Reifenwechsel', image: '/media/reifen.jpg' } },
  { id: 'text', component: 'Text', options: { text: '<p>Jetzt <strong>wechseln</strong>.</p><script>alert(1)</script>' } },
  { id: 'image', component: 'Image', options: { image: '/media/werkstatt.jpg', altText: 'Unsere Werkstatt' } },
  { id: 'decorative', component: 'Image', options: { image: '/media/streifen.svg' } },
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
    expect(container.firstElementChild?.children).toHaveLength(6);
  });

  it('keeps an Image block’s alt text and marks one without as decorative (alt=""); no image from javascript: or data:', () => {
    const { container } = render(
      <PageBuilderBlocks
        blocks={[
          ...blocks,
          { id: 'blank', component: 'Image', options: { image: '/media/leer.svg', altText: '   ' } },
          { id: 'script', component: 'Image', options: { image: 'javascript:alert(1)', altText: 'Böse' } },
          { id: 'data', component: 'Image', options: { image: 'data:image/svg+xml,<svg onload=alert(1)>' } },
        ]}
        resolveLink={resolveLink}
      />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['/media/reifen.jpg', ''],
      ['/media/werkstatt.jpg', 'Unsere Werkstatt'],
      ['/media/streifen.svg', ''],
      ['/media/leer.svg', ''],
    ]);
    expect(screen.getByRole('img', { name: 'Unsere Werkstatt' })).toBeTruthy();
  });

  it('renders a button to a page of the site with the caller’s router link, an anchor and an external address as anchors', () => {
    render(
      <PageBuilderBlocks
        blocks={[...blocks, { id: 'anchor', component: 'Button', options: { text: 'Zu den Fahrzeugen', link: '#vehicles' } }]}
        resolveLink={(link) => (link.startsWith('#') ? { href: link, external: false } : resolveLink(link))}
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Termin vereinbaren' }).getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('link', { name: 'Zu den Fahrzeugen' }).getAttribute('data-router')).toBeNull();
    expect(screen.getByRole('link', { name: 'Hersteller' }).getAttribute('data-router')).toBeNull();
  });

  it('finds the first hero with a headline and whether a button of the content leads somewhere', () => {
    const untitled: PageBuilderBlock = { id: 'untitled', component: 'Hero', options: { image: '/media/x.jpg' } };
    expect(pageBuilderHero([untitled, ...blocks])).toEqual({ block: blocks[0], headline: 'Reifenwechsel', image: '/media/reifen.jpg' });
    expect(pageBuilderHero([untitled])).toBeUndefined();
    expect(hasPageBuilderButton(blocks, resolveLink)).toBe(true);
    expect(hasPageBuilderButton(blocks, () => undefined)).toBe(false);
  });
});
