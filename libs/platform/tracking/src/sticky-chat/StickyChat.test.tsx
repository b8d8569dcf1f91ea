import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { RouteEnvProvider, type RouteHandle, type StickyChatSetting } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import { ClientAdaptersProvider } from '../client-adapters';
import { trackingCatalog } from '../messages';
import { StickyChat } from './StickyChat';

const brand = defineBrand({
  ...testBrand,
  locales: ['de', 'fr'],
  mainMenu: [],
  features: { ...testBrand.features, callTracking: false },
});

async function renderChat(stickyChat: StickyChatSetting | undefined, adapters = true) {
  const handle: RouteHandle = {
    pageType: 'homepagePartnerWeb',
    locale: 'de',
    robots: { noIndex: false, noFollow: false },
    area: 'dealer',
    trackingGroup: 'homepage',
    stickyChat,
  };
  const dealer = { messengerpeople: { phone: '+41 79 123 45 67', id: 'mp-1' } };
  const router = createMemoryRouter([{ path: '/', handle, element: <StickyChat dealer={dealer} /> }]);
  const messages = await trackingCatalog.load('de');
  render(
    <ClientAdaptersProvider enabled={adapters}>
      <RouteEnvProvider env={{ brand, queryClient: new QueryClient(), api: () => ({}) as ApiContext }}>
        <IntlProvider locale="de-CH" messages={messages}>
          <RouterProvider router={router} />
        </IntlProvider>
      </RouteEnvProvider>
    </ClientAdaptersProvider>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('StickyChat', () => {
  afterEach(cleanup);

  it('loads the widget in the browser with the dealer WhatsApp number', async () => {
    await renderChat(undefined);
    const link = await screen.findByRole('link', { name: 'Chat mit uns auf WhatsApp (öffnet in einem neuen Fenster)' });
    expect(link.getAttribute('href')).toBe('https://wa.me/41791234567');
    expect(link.className).not.toContain('mobileOff');
  });

  it('mobile-off hides it on small screens only', async () => {
    await renderChat('onlyMobileDisabled');
    expect((await screen.findByRole('link')).className).toContain('mobileOff');
  });

  it('a route without chat loads nothing', async () => {
    await renderChat(false);
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never loads in tests unless asked', async () => {
    await renderChat(undefined, false);
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
