import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { proxiedBackendAddresses } from '@carweb/api-http';
import { RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import type { BrandConfig, BrandFormId, Locale } from '@carweb/shared-util-brand';
import { loadMessages } from '@carweb/shared-util-i18n';
import { BrandFormLinks } from './BrandFormLinks';
import { brandFormsCatalog } from './messages';

afterEach(cleanup);

async function renderLinks(brandForms: BrandFormId[], locale: Locale = 'de') {
  const brand: BrandConfig = { ...testBrand, brandForms };
  const queryClient = new QueryClient();
  const api = () => ({
    locale,
    wholesaler: brand.wholesaler,
    country: 'ch' as const,
    platform: 'partnerweb' as const,
    backends: proxiedBackendAddresses(),
  });
  return render(
    <IntlProvider locale={`${locale}-CH`} messages={await loadMessages([brandFormsCatalog], locale)}>
      <RouteEnvProvider env={{ brand, queryClient, api }}>
        <MemoryRouter>
          <BrandFormLinks />
        </MemoryRouter>
      </RouteEnvProvider>
    </IntlProvider>,
  );
}

const links = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);

describe('the footer links to the brand forms', () => {
  it('one per enabled form page, in the config order, at its localized address', async () => {
    await renderLinks(['multilease/change-address', 'multilease/change-name', 'multilease/my-payments'], 'fr');
    expect(screen.getByRole('list', { name: 'Demandes et services' })).toBeTruthy();
    expect(links()).toEqual([
      "Changement d'adresse /fr/changement-d-adresse",
      'Changement de nom /fr/changement-de-nom',
      'Mes paiements /fr/mes-paiements',
    ]);
  });

  it("a brand's own contact is not repeated (the footer's contact leads to it)", async () => {
    await renderLinks(['emilfrey/contact', 'emilfrey/newsletter', 'emilfrey/daily-express']);
    expect(links()).toEqual(['Newsletter /de/newsletter', 'Daily Express /de/daily-express']);
  });

  it('nothing without brand forms besides a contact', async () => {
    const { container } = await renderLinks(['suzuki/contact']);
    expect(container.innerHTML).toBe('');
  });
});
