import { vi } from 'vitest';
import type { FooterContent, NavigationContent } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';

/** The content service's multilease navigation as the sandbox answers it (paths in the content's words). */
export const navigationContent: NavigationContent = {
  navItems: [
    {
      label: 'Fahrzeuge',
      url: '/de/auto-finden',
      children: [
        { label: 'Neuwagen', url: '/de/auto-finden?cond[]=new' },
        { label: 'Occasionen', url: '/de/auto-finden?cond[]=used' },
      ],
    },
    { label: 'Modelle', url: '/de/models', children: [] },
    { label: 'Leasing-Rechner', url: 'https://www.multilease.ch/de/rechner', children: [] },
    { label: 'Über uns', url: '/de/about-us', children: [{ label: 'Karriere', url: '/de/jobs' }] },
  ],
  ctaList: [
    { label: 'Händlersuche', url: '/dealer-search', icon: 'pin' },
    { label: 'Probefahrt', url: '/de/test-drive', icon: 'steering-wheel' },
  ],
  vehicleMarketLinks: [
    { label: 'Neuwagen', url: '/de/auto-finden?cond[]=new' },
    { label: 'Multilease Aktionen', url: '/de/offers' },
  ],
};

export const footerContent: FooterContent = {
  linkItems: [
    { title: 'Fahrzeuge', links: [{ label: 'Occasionen', url: '/de/auto-finden?cond[]=used' }] },
    { title: 'Unternehmen', links: [{ label: 'Karriere', url: '/de/jobs' }] },
  ],
  social: [{ type: 'instagram', url: 'https://www.instagram.com/multileasech' }],
  legalLinks: [
    { label: 'Impressum', url: 'https://www.multilease.ch/de/impressum' },
    { label: 'Cookie-Einstellungen', url: '#cookie-settings' },
  ],
  copyrightText: '© Multilease Schweiz. Alle Rechte vorbehalten.',
  footnote: 'Alle Preise inkl. MwSt.',
  contactItems: [
    { type: 'phone', label: 'Hotline', value: '+41 44 000 00 00', url: 'tel:+41440000000' },
    { type: 'address', label: 'Adresse', value: 'Multilease Schweiz, Zürich', url: null },
  ],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const NAVIGATION_FIELDS = new Set(['multileaseNavigation', 'navigation']);

/**
 * Backend answers: the navigation and footer from the content service — the multilease queries and the brands'
 * `navigation` and `footer` answer the same content — (or a 503), empty footnotes.
 */
export function contentAnswers({ contentDown = false } = {}): ApiContext['fetch'] & { calls: string[] } {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = decodeURIComponent(String(input));
    calls.push(url);
    const field = ['multileaseNavigation', 'multileaseFooter', 'navigation', 'footer'].find((name) => url.includes(`${name}(`));
    if (!field) return json({ footnotes: [] });
    if (contentDown) return new Response('down', { status: 503, statusText: 'Service Unavailable' });
    return json({ data: { [field]: NAVIGATION_FIELDS.has(field) ? navigationContent : footerContent } });
  });
  return Object.assign(fetch, { calls });
}
