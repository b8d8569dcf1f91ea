import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { RouteEnvProvider, type RouteHandle, type StickyChatSetting } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { defineBrand, type BrandConfig } from '@carweb/shared-util-brand';
import { ClientAdaptersProvider } from '../client-adapters';
import { trackingCatalog } from '../messages';
import { useChatPageContent } from './chat-content';
import type { ChatPageContent } from './chat-state';
import { StickyChat } from './StickyChat';

/** kia's chat config (the tests' brand, apps/kia/brand.config.ts) */
const brand = defineBrand({ ...testBrand, features: { ...testBrand.features, callTracking: false } });
const LABEL = 'Chat mit uns auf WhatsApp (öffnet in einem neuen Fenster)';
const DEALER_WITH_MESSENGER = { messengerpeople: { phone: '+41 79 123 45 67', id: 'mp-auto-zentrum-zuerich' } };

const handle = (stickyChat?: StickyChatSetting): RouteHandle => ({
  pageType: 'homepagePartnerWeb',
  locale: 'de',
  robots: { noIndex: false, noFollow: false },
  area: 'dealer',
  trackingGroup: 'homepage',
  stickyChat,
});

/** A page that shows content of the content service, as the promotion or campaign pages do. */
function ContentPage({ content }: { content: ChatPageContent | null }) {
  useChatPageContent(content);
  return <p>content</p>;
}

interface Options {
  dealer?: { messengerpeople: { phone: string; id: string } | null } | null;
  adapters?: boolean;
  brand?: BrandConfig;
  url?: string;
}

/** The layout's chat beside its outlet, with pages with and without content and route settings. */
async function renderSite({ dealer = DEALER_WITH_MESSENGER, adapters = true, url = '/', ...options }: Options = {}) {
  const pages: RouteObject[] = [
    { path: '/', handle: handle(), element: <p>home</p> },
    { path: '/checkout', handle: handle(false), element: <p>checkout</p> },
    { path: '/route-mobile-off', handle: handle('onlyMobileDisabled'), element: <p>mobile off</p> },
    { path: '/hidden', handle: handle(), element: <ContentPage content={{ stickyElement: 'Hidden' }} /> },
    { path: '/content-mobile-off', handle: handle(), element: <ContentPage content={{ stickyElement: 'onlyMobileDisabled' }} /> },
    // content without a stickyElement decides too: the chat is on where the route has it off
    { path: '/content-on-checkout', handle: handle(false), element: <ContentPage content={{ stickyElement: null }} /> },
    { path: '/content-loading', handle: handle(false), element: <ContentPage content={null} /> },
  ];
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <StickyChat dealer={dealer} />
          </>
        ),
        children: pages,
      },
    ],
    { initialEntries: [url] },
  );
  const messages = await trackingCatalog.load('de');
  render(
    <ClientAdaptersProvider enabled={adapters}>
      <RouteEnvProvider env={{ brand: options.brand ?? brand, queryClient: new QueryClient(), api: () => ({}) as ApiContext }}>
        <IntlProvider locale="de-CH" messages={messages}>
          <RouterProvider router={router} />
        </IntlProvider>
      </RouteEnvProvider>
    </ClientAdaptersProvider>,
  );
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const chat = () => screen.findByRole('link', { name: LABEL });

describe('StickyChat', () => {
  afterEach(cleanup);

  it("loads the widget in the browser with the dealer's WhatsApp number", async () => {
    await renderSite();
    const link = await chat();
    expect(link.getAttribute('href')).toBe('https://wa.me/41791234567');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.dataset['messengerpeopleId']).toBe('mp-auto-zentrum-zuerich');
    expect(link.className).not.toContain('mobileOff');
  });

  it("a dealer without messenger data, or none (a site page), gets the brand's default of the language", async () => {
    await renderSite({ dealer: { messengerpeople: null } });
    const link = await chat();
    expect(link.getAttribute('href')).toBe('https://wa.me/41445563210');
    expect(link.dataset['messengerpeopleId']).toBe('kia-schweiz-de-4821');
    cleanup();
    await renderSite({ dealer: null });
    expect((await chat()).getAttribute('href')).toBe('https://wa.me/41445563210');
  });

  it("without page content the route's stickyChat decides", async () => {
    await renderSite({ url: '/route-mobile-off' });
    expect((await chat()).className).toContain('mobileOff');
    cleanup();
    await renderSite({ url: '/checkout' });
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("with page content its stickyElement decides, over the route's", async () => {
    await renderSite({ url: '/content-mobile-off' });
    expect((await chat()).className).toContain('mobileOff');
    cleanup();
    await renderSite({ url: '/content-on-checkout' });
    expect((await chat()).className).not.toContain('mobileOff');
    cleanup();
    await renderSite({ url: '/hidden' });
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('content not loaded yet names none: the route decides', async () => {
    await renderSite({ url: '/content-loading' });
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("follows the pages on client navigations: a page's content leaves with it", async () => {
    const router = await renderSite();
    await chat();
    await act(() => router.navigate('/hidden'));
    expect(screen.queryByRole('link')).toBeNull();
    await act(() => router.navigate('/content-mobile-off'));
    expect((await chat()).className).toContain('mobileOff');
    await act(() => router.navigate('/'));
    expect((await chat()).className).not.toContain('mobileOff');
  });

  it('a brand without the feature has none', async () => {
    await renderSite({ brand: defineBrand({ ...testBrand, features: { ...testBrand.features, stickyChat: false } }) });
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never loads in tests unless asked', async () => {
    await renderSite({ adapters: false });
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
