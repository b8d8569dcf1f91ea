import type { Dealer } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { resolveDealerLink, type ResolvedLink } from '../links/dealer-links';
import { brandLinks } from './brand-links';

export type FooterLabel =
  | 'locations'
  | 'serviceAppointment'
  | 'testDrive'
  | 'call'
  | 'mail'
  | 'contactForm'
  | 'newsletter'
  | 'brochures'
  | 'corporate'
  | 'privacy'
  | 'emissionsTest';

export interface FooterLink extends ResolvedLink {
  key: FooterLabel;
}

type FooterDealer = Pick<
  Dealer,
  'dealerId' | 'street' | 'zip' | 'city' | 'phone' | 'email' | 'externalServiceFormUrl' | 'subDealers' | 'socialMedia' | 'type'
>;

const SOCIAL_ORDER = ['facebook', 'instagram', 'twitter', 'youtube'] as const;

/** SPEC §2 footer: social links, locations link, quick links, corporate and privacy, emissions test. */
export function footerLinks(dealer: FooterDealer, base: DealerBase, phone = dealer.phone) {
  const brand = brandLinks(base.brand, base.locale);
  const quickLinks: FooterLink[] = [
    { key: 'serviceAppointment', ...resolveDealerLink({ target: 'serviceform' }, base, dealer) },
    { key: 'testDrive', href: dealerPagePath(base, 'testDrive'), external: false },
    { key: 'call', href: `tel:${phone.replace(/[^\d+]/g, '')}`, external: false },
    { key: 'mail', href: `mailto:${dealer.email}`, external: false },
  ];
  // the dealer's lead forms beside its address; brochures of the brand's models only where models are sold
  const contact: FooterLink[] = [
    { key: 'contactForm', href: dealerPagePath(base, 'contact'), external: false },
    { key: 'newsletter', href: dealerPagePath(base, 'newsletter'), external: false },
    ...(base.brand.features.modelRange && dealer.type !== 'service'
      ? [{ key: 'brochures' as const, href: dealerPagePath(base, 'brochures'), external: false }]
      : []),
  ];
  return {
    contact,
    social: SOCIAL_ORDER.flatMap((type) => dealer.socialMedia.filter((social) => social.type === type)),
    locations:
      dealer.subDealers.length > 0
        ? ({ key: 'locations', ...resolveDealerLink({ target: 'locationsOverview' }, base, dealer) } as FooterLink)
        : null,
    quickLinks,
    legal: [
      { key: 'corporate', href: brand.corporate, external: true },
      { key: 'privacy', href: brand.privacy, external: true },
      { key: 'emissionsTest', href: brand.emissionsTest, external: true },
    ] as FooterLink[],
  };
}
