import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContextProvider, type ApiContext } from '@carweb/api-http';
import { RouteEnvProvider } from '@carweb/platform-routing';
import { testApiContext } from '@carweb/platform-routing/testing';
import { testBrand } from '@carweb/shared-testing';
import { defineBrand, type BrandTracking } from '@carweb/shared-util-brand';
import { trackingCatalog } from '../messages';
import { CONSENT_ASK_SCRIPT } from './consent-banner-state';
import { ConsentBanner } from './ConsentBanner';

const answerConsent = vi.fn(async () => undefined);
vi.mock('./embedded-consent', () => ({ answerConsent }));

async function renderBanner(tracking: BrandTracking = testBrand.tracking, contentPreview?: ApiContext['contentPreview']) {
  const brand = defineBrand({ ...testBrand, tracking });
  const api = testApiContext(vi.fn(), { contentPreview });
  const messages = await trackingCatalog.load('fr');
  return render(
    <RouteEnvProvider env={{ brand, queryClient: new QueryClient(), api: () => api }}>
      <ApiContextProvider value={api}>
        <IntlProvider locale="fr-CH" messages={messages}>
          <ConsentBanner />
        </IntlProvider>
      </ApiContextProvider>
    </RouteEnvProvider>,
  );
}

/** What the inline script does in a browser without a stored choice. */
const ask = () => new Function(CONSENT_ASK_SCRIPT)();

describe('ConsentBanner: the consent question in the server HTML (decision 0041)', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    delete document.documentElement.dataset['consent'];
    document.cookie = 'carweb_consent=; max-age=0';
    document.cookie = 'carweb_consent_answer=; max-age=0';
  });

  it('asks in the page language; "tout accepter" answers at once and loads the manager to store it', async () => {
    ask();
    expect(document.documentElement.dataset['consent']).toBe('ask');
    const { container } = await renderBanner();
    const banner = await screen.findByRole('region', { name: 'Votre vie privée' });
    expect(banner.textContent).toContain('Nous utilisons des cookies nécessaires');
    expect(container.querySelector('script')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(document.documentElement.dataset['consent']).toBe('decided');
    // kept at once: a reload before the manager stored it neither asks again nor loses the answer
    expect(document.cookie).toContain('carweb_consent_answer=all');
    await waitFor(() => expect(answerConsent).toHaveBeenCalledWith('all', 'fr', 'https://www.kia.ch/fr/protection-des-donnees'));
    ask();
    expect(document.documentElement.dataset['consent']).toBe('decided');
  });

  it('"necessary only" weighs the same; "settings" opens the preferences and keeps asking until they are saved', async () => {
    ask();
    await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Paramètres' }));
    await waitFor(() => expect(answerConsent).toHaveBeenCalledWith('preferences', 'fr', expect.any(String)));
    expect(document.documentElement.dataset['consent']).toBe('ask');
    await userEvent.click(screen.getByRole('button', { name: 'Uniquement les nécessaires' }));
    await waitFor(() => expect(answerConsent).toHaveBeenCalledWith('necessary', 'fr', expect.any(String)));
  });

  it("the consent manager's chunk fails to load: logged, the banner stays answered and the answer waits for the next page", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerConsent.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    ask();
    await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Uniquement les nécessaires' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Consent manager failed to load', expect.any(TypeError)));
    expect(document.documentElement.dataset['consent']).toBe('decided');
    expect(document.cookie).toContain('carweb_consent_answer=necessary');
    error.mockRestore();
  });

  it('a stored choice: the inline script does not ask', () => {
    document.cookie = 'carweb_consent=%7B%7D';
    ask();
    expect(document.documentElement.dataset['consent']).toBeUndefined();
  });

  it('not rendered where nothing needs consent, the network asks, or in the verified preview', async () => {
    for (const [tracking, preview] of [
      [{}, undefined],
      [{ ...testBrand.tracking, consentScriptUrl: 'https://consent.example.ch/loader.js' }, undefined],
      [testBrand.tracking, { key: 'preview-key' }],
    ] as const) {
      const { container } = await renderBanner(tracking, preview);
      expect(container.innerHTML).toBe('');
      cleanup();
    }
  });
});
