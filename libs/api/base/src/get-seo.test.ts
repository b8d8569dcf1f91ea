import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { getFootnotes } from './get-footnotes';
import { getInternalIp } from './get-internal-ip';
import { getSeo } from './get-seo';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const ctx = (body: unknown): ApiContext & { fetch: ReturnType<typeof vi.fn> } => ({
  locale: 'fr',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: vi.fn(async () => json(body)),
});

const SEO = {
  title: '{dealerName} – Kia',
  description: 'Votre partenaire Kia',
  image: null,
  twitter: { card: 'summary', title: 't', description: 'd' },
  og: { title: 'o', description: 'od' },
};

describe('base service', () => {
  it('seo: calls base/seo with locale, route and dealerId', async () => {
    const api = ctx(SEO);
    expect(await getSeo(api, { route: 'homepagePartnerWeb', dealerId: 100 })).toEqual(SEO);
    expect(api.fetch.mock.calls[0][0]).toBe('/api/base/seo?locale=fr&route=homepagePartnerWeb&dealerId=100');
  });

  it("seo: an empty response logs 'No SEO data found' and gives null", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await getSeo(ctx({}), { route: 'x' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('No SEO data found', { route: 'x' });
  });

  it('footnotes and internal-ip', async () => {
    expect(await getFootnotes(ctx({ footnotes: [{ id: '1', text: 'Fussnote' }] }))).toEqual([{ id: '1', text: 'Fussnote' }]);
    expect(await getInternalIp(ctx({ internal: true }))).toBe(true);
  });
});
