import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seoQuery } from '@carweb/api-base';
import type { PageSeo as PageSeoData } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { INDEX_FOLLOW, NO_INDEX_NO_FOLLOW, RouteEnvProvider, type RouteHandle } from '@carweb/platform-routing';
import { AutoDealerJsonLd } from './AutoDealerJsonLd';
import { PageSeo } from './PageSeo';
import { SeoLinks } from './SeoLinks';
import { testBrand, testDealer } from '@carweb/shared-testing';

const api: ApiContext = {
  locale: 'fr',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } })),
};

function renderDealerPage(path: string, robots = INDEX_FOLLOW) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seo: PageSeoData = {
    title: '{dealerName} – Kia',
    description: 'Kia chez {dealerName}',
    image: '/og.jpg',
    twitter: { card: 'summary_large_image', title: '', description: '' },
    og: { title: '', description: '' },
  };
  queryClient.setQueryData(seoQuery(api, { route: 'homepagePartnerWeb', dealerId: 100 }).queryKey, seo);
  const handle: RouteHandle = { pageType: 'homepagePartnerWeb', locale: 'fr', robots, area: 'dealer', trackingGroup: 'homepage' };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: <Outlet />,
        children: [
          {
            id: 'dealer:fr',
            path: 'fr/concessionnaire/:dealerSlug',
            loader: () => ({
              brand: testBrand,
              locale: 'fr',
              dealerSlug: 'auto-zentrum-zuerich',
              includeLocale: true,
              locales: ['de', 'fr', 'it'],
              defaultLocale: 'de',
            }),
            children: [
              {
                id: 'home',
                index: true,
                handle,
                element: (
                  <>
                    <SeoLinks />
                    <PageSeo title="Fallback" dealerId={100} placeholders={{ dealerName: testDealer().name }} />
                    <AutoDealerJsonLd dealer={testDealer()} homePath="/fr/concessionnaire/auto-zentrum-zuerich" />
                  </>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const env = { brand: testBrand, queryClient, api: () => api, origin: 'https://kia.example' };
  return render(
    <QueryClientProvider client={queryClient}>
      <RouteEnvProvider env={env}>
        <ApiContextProvider value={api}>
          <RouterProvider router={router} />
        </ApiContextProvider>
      </RouteEnvProvider>
    </QueryClientProvider>,
  );
}

const head = (selector: string) => [...document.head.querySelectorAll(selector)];

describe('SEO head tags', () => {
  afterEach(cleanup);

  it('title, description, og, twitter, canonical, hreflang alternates and JSON-LD', async () => {
    const { container } = renderDealerPage('/fr/concessionnaire/auto-zentrum-zuerich?utm_source=x');
    await waitFor(() => expect(document.title).toBe('Auto Zentrum Zürich AG – Kia'));
    expect(head('meta[name="description"]')[0]?.getAttribute('content')).toBe('Kia chez Auto Zentrum Zürich AG');
    expect(head('meta[property="og:image"]')[0]?.getAttribute('content')).toBe('https://kia.example/og.jpg');
    expect(head('meta[name="twitter:card"]')[0]?.getAttribute('content')).toBe('summary_large_image');
    expect(head('link[rel="canonical"]')[0]?.getAttribute('href')).toBe('https://kia.example/fr/concessionnaire/auto-zentrum-zuerich');
    expect(head('link[rel="alternate"]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['de-CH', 'https://kia.example/de/haendler/auto-zentrum-zuerich'],
      ['fr-CH', 'https://kia.example/fr/concessionnaire/auto-zentrum-zuerich'],
      ['it-CH', 'https://kia.example/it/concessionario/auto-zentrum-zuerich'],
      ['x-default', 'https://kia.example/de/haendler/auto-zentrum-zuerich'],
    ]);
    const jsonLd = container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'AutoDealer', url: 'https://kia.example/fr/concessionnaire/auto-zentrum-zuerich' });
  });

  it('a page that must not be indexed has no canonical and no alternates', async () => {
    renderDealerPage('/fr/concessionnaire/auto-zentrum-zuerich', NO_INDEX_NO_FOLLOW);
    await waitFor(() => expect(document.title).toBe('Auto Zentrum Zürich AG – Kia'));
    expect(head('link[rel="canonical"], link[rel="alternate"]')).toEqual([]);
  });
});
