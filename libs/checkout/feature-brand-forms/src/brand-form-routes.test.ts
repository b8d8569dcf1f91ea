import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@carweb/platform-routing';
import { BRAND_FORMS } from '@carweb/shared-util-brand';
import { BRAND_FORM_ROUTES, brandFormRoutes, withoutReplacedPages } from './brand-form-routes';

const page = (id: string, routeKey?: PageRoute['routeKey'], path?: string) => ({ id, routeKey, path }) as PageRoute;

describe('the brand forms as site pages', () => {
  it('only the ones the brand config lists, in its order', () => {
    expect(brandFormRoutes({ brandForms: [] })).toEqual([]);
    expect(brandFormRoutes({ brandForms: ['emilfrey/daily-express', 'emilfrey/contact'] }).map((route) => route.id)).toEqual([
      'brand-form-emilfrey-daily-express',
      'brand-form-emilfrey-contact',
    ]);
  });

  it('every form has its page, with its own id; the lead forms are noindex, nofollow, the lookup is not', () => {
    const routes = BRAND_FORMS.map((form) => BRAND_FORM_ROUTES[form]);
    expect(new Set(routes.map((route) => route.id)).size).toBe(BRAND_FORMS.length);
    for (const route of routes) expect(route.handle.robots.noIndex).toBe(route.id !== 'brand-form-emilfrey-daily-express');
    expect(routes.filter((route) => !route.action).map((route) => route.id)).toEqual(['brand-form-emilfrey-daily-express']);
  });

  it("a brand's own contact replaces a page at the same address (the corporate contact), nothing else", () => {
    const corporate = page('contact-corporate', 'contact');
    const search = page('dealer-search', 'dealerSearch');
    const contact = brandFormRoutes({ brandForms: ['suzuki/contact'] });
    expect(withoutReplacedPages([search, corporate], contact)).toEqual([search]);
    expect(withoutReplacedPages([search, corporate], brandFormRoutes({ brandForms: ['multilease/change-name'] }))).toEqual([
      search,
      corporate,
    ]);
    expect(withoutReplacedPages([page('contact-detail', 'contact', ':slug')], contact)).toHaveLength(1);
  });
});
