import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { changeLanguage, INITIAL_LANGUAGE_STATE } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { browserLanguageEffects, LANGUAGE_CHANGED_EVENT, POPUP_SESSION_FLAG } from './language-effects';

describe('language change wired to the browser (SPEC §4)', () => {
  it('dispatches languageChanged, loads footnotes, removes the popup flag, reloads workshop services', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ footnotes: [{ id: '1', text: 'Note' }] }), { headers: { 'Content-Type': 'application/json' } }),
    );
    const api = (locale: string): ApiContext => ({
      locale,
      wholesaler: 'kia',
      country: 'ch',
      platform: 'partnerweb',
      backends: proxiedBackendAddresses(),
      fetch,
    });
    const queryClient = new QueryClient();
    const workshop = vi.fn(async () => ['oil change']);
    await queryClient.fetchQuery({ queryKey: ['dealer', 100, 'workshop-services', 'de'], queryFn: workshop });
    sessionStorage.setItem(POPUP_SESSION_FLAG, 'true');
    const events: unknown[] = [];
    window.addEventListener(LANGUAGE_CHANGED_EVENT, (event) => events.push((event as CustomEvent).detail));
    const effects = browserLanguageEffects({ brand: testBrand, queryClient, api });

    changeLanguage(INITIAL_LANGUAGE_STATE, 'fr', effects);

    expect(events).toEqual([{ from: 'de', to: 'fr' }]);
    expect(sessionStorage.getItem(POPUP_SESSION_FLAG)).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(['base', 'footnotes', 'fr'])).toEqual([{ id: '1', text: 'Note' }]));
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/base/footnotes?locale=fr');
    // cached workshop services are stale now: they reload when next shown (at once when on screen)
    expect(queryClient.getQueryState(['dealer', 100, 'workshop-services', 'de'])?.isInvalidated).toBe(true);
  });
});
