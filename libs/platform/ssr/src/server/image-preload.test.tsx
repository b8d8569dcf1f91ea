// @vitest-environment node
import { createStaticHandler, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { ResponsiveImage } from '@carweb/shared-ui';
import { Document } from '../document/Document';
import { renderDocument } from './render-document';

const LCP = '/api/core/media/vehicles/100006.svg';

/** A page as the site renders one: the whole document, its LCP picture, a lazy one below and one of another host. */
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: () => (
      <Document lang="de" themeCss="">
        <main>
          <ResponsiveImage src={LCP} alt="Kia Stonic" width={800} height={600} slot="content" priority />
          <ResponsiveImage src="/api/core/media/vehicles/100007.svg" alt="" width={400} height={300} slot="card" />
        </main>
      </Document>
    ),
  },
  {
    id: 'other-host',
    path: '/other-host',
    Component: () => (
      <Document lang="de" themeCss="">
        <ResponsiveImage src="https://images.example.com/hero.jpg" alt="" slot="full" priority />
      </Document>
    ),
  },
];

async function render(path: string) {
  const page = await renderDocument(
    { url: `http://kia.test${path}`, method: 'GET', headers: new Headers(), hostname: 'kia.test', signal: new AbortController().signal },
    {
      brand: testBrand,
      handler: createStaticHandler(routes),
      backends: Object.fromEntries(BACKEND_SERVICES.map((service) => [service, 'http://127.0.0.1:1'])) as BackendAddresses,
      assets: { stylesheets: ['/assets/site.css'], entryModule: '/assets/entry.js' },
    },
  );
  if (page.kind !== 'document') throw new Error(`no document: ${page.kind}`);
  const [head = '', body = ''] = page.html.split('</head>');
  return { head, body, preloads: head.match(/<link rel="preload"[^>]*>/g) ?? [] };
}

describe('the LCP picture of a server-rendered page (decision 0043)', () => {
  it('is preloaded from the head, per device the widths its <img> chooses from, with high priority', async () => {
    const { head, body, preloads } = await render('/');
    expect(preloads).toEqual([
      `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${LCP}?w=480 480w, ${LCP}?w=960 960w" imageSizes="(max-width: 1023px) 100vw, 800px" media="(max-width: 1023px), (hover: none)"/>`,
      `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${LCP}?w=480 480w, ${LCP}?w=960 960w, ${LCP}?w=1440 1440w" imageSizes="(max-width: 1023px) 100vw, 800px" media="(min-width: 1024px) and (hover: hover)"/>`,
    ]);
    // before the stylesheet, so the picture does not wait for it
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    // the picture itself: not lazy, high priority; the other picture lazy and not preloaded
    expect(body).toContain(
      `<source media="(min-width: 1024px) and (hover: hover)" srcSet="${LCP}?w=480 480w, ${LCP}?w=960 960w, ${LCP}?w=1440 1440w"`,
    );
    expect(body).toMatch(/<img [^>]*src="[^"]*100006\.svg\?w=960"[^>]*fetchPriority="high"/);
    expect(body).not.toMatch(/<img [^>]*100006[^>]*loading=/);
    expect(body).toMatch(/<img [^>]*src="[^"]*100007\.svg\?w=960"[^>]*loading="lazy"/);
  });

  it('of another host is preloaded by its one address', async () => {
    const { preloads } = await render('/other-host');
    expect(preloads).toEqual(['<link rel="preload" href="https://images.example.com/hero.jpg" as="image" fetchPriority="high"/>']);
  });
});
