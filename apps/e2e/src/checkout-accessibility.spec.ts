import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * axe on every step of the checkouts that other specs walk only in German (reservation, subscription,
 * online offer, purchase options), in de and fr. Without the site's scripts every step of a form is on
 * one page (the server's HTML), so one analysis covers all of them; the server's answer to an empty POST
 * adds the error summary. The site's scripts are blocked rather than JavaScript turned off: axe itself
 * runs as a script in the page.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER = 'auto-zentrum-zuerich';

interface Detail {
  id: number;
  slug: string;
  isReserved: boolean;
  reservationPossible: boolean;
  subscription: { price: number } | null;
  dealer: { slug: string };
}

/** A vehicle of the dealer that matches (not reserved; the reservation tests reserve others). */
async function vehicleWhere(request: APIRequestContext, matches: (detail: Detail) => boolean): Promise<Detail> {
  const filter = encodeURIComponent(JSON.stringify({ limit: 48 }));
  const url = `${SANDBOX}/core/de/kia/ch/corporate/list?locale=de&dealerSlug=${DEALER}&filter=${filter}`;
  const list = (await (await request.get(url)).json()) as { vehicles: { id: number; isReserved: boolean }[] };
  for (const { id } of list.vehicles.filter((v) => !v.isReserved).reverse()) {
    const detail = (await (await request.get(`${SANDBOX}/core/de/kia/ch/corporate/detail/${id}?locale=de`)).json()) as Detail;
    if (!detail.isReserved && detail.dealer.slug === DEALER && matches(detail)) return detail;
  }
  throw new Error('no matching vehicle in the e2e sandbox');
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const BASE = { de: `/de/haendler/${DEALER}`, fr: `/fr/concessionnaire/${DEALER}` };
const SEGMENTS = {
  reservation: { de: 'online-reservieren', fr: 'online-reservieren' },
  subscription: { de: 'auto-abo-anfragen', fr: 'demande-abonnement-auto' },
  onlineSales: { de: 'online-angebot', fr: 'offre-en-ligne' },
  purchaseOptions: { de: 'kaufoptionen', fr: 'kaufoptionen' },
};
const REQUIRED = { de: 'Dieses Feld ist erforderlich', fr: 'Ce champ est obligatoire' };
const MATCHES: Record<keyof typeof SEGMENTS, (detail: Detail) => boolean> = {
  reservation: (detail) => detail.reservationPossible,
  subscription: (detail) => detail.subscription !== null,
  onlineSales: () => true,
  purchaseOptions: () => true,
};

test.describe('without the scripts of the site: all steps on one page', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
  });
  for (const lang of ['de', 'fr'] as const) {
    for (const kind of Object.keys(SEGMENTS) as (keyof typeof SEGMENTS)[]) {
      test(`${kind} (${lang}): every step, and the error summary of an empty submit, without serious or critical axe violations`, async ({
        page,
        request,
      }) => {
        const vehicle = await vehicleWhere(request, MATCHES[kind]);
        const response = await page.goto(`${BASE[lang]}/${SEGMENTS[kind][lang]}/${vehicle.slug}`);
        expect(response?.status()).toBe(200);
        expect(await seriousViolations(page), 'all steps').toEqual([]);
        if (kind === 'purchaseOptions') return; // a page of links, no form
        await page.locator('form[method="post"] button[type="submit"]').last().click();
        await expect(page.getByText(REQUIRED[lang]).first()).toBeVisible();
        expect(await seriousViolations(page), 'error summary').toEqual([]);
      });
    }
  }
});
