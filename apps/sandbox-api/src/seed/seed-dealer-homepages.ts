import type { DealerHomepage } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { ContentSeeder } from './content-seeder';
import { CONTENT_LOCALES, dealerContentWriter } from './dealer-content-writer';
import { servicesOfDealer } from '../domain/dealer-services';
import { brandDisplayName } from '../domain/brands';

function texts(locale: Locale, name: string, brand: string, city: string, isService: boolean) {
  const offer = {
    de: isService ? 'Service, Reparaturen und Beratung' : 'Neuwagen, Occasionen und ein Service, auf den Sie zählen können',
    fr: isService ? 'entretien, réparations et conseil' : 'véhicules neufs, occasions et un service sur lequel vous pouvez compter',
    it: isService ? 'assistenza, riparazioni e consulenza' : 'auto nuove, occasioni e un servizio su cui contare',
    en: isService ? 'servicing, repairs and advice' : 'new cars, used cars and a service you can rely on',
    sl: isService ? 'servis, popravila in svetovanje' : 'nova in rabljena vozila ter zanesljiv servis',
  }[locale];
  return {
    de: {
      headline: `Willkommen bei ${name}`,
      introText: `Ihr ${brand}-Partner in ${city}: ${offer}.`,
      aboutTitle: 'Über uns',
      aboutText: `Seit Jahrzehnten ist ${name} in ${city} zu Hause. Unser Team berät Sie persönlich – vom ersten Kontakt bis zum Service.`,
    },
    fr: {
      headline: `Bienvenue chez ${name}`,
      introText: `Votre partenaire ${brand} à ${city} : ${offer}.`,
      aboutTitle: 'À propos de nous',
      aboutText: `Depuis des décennies, ${name} est présent à ${city}. Notre équipe vous conseille personnellement, du premier contact au service.`,
    },
    it: {
      headline: `Benvenuti da ${name}`,
      introText: `Il vostro partner ${brand} a ${city}: ${offer}.`,
      aboutTitle: 'Chi siamo',
      aboutText: `Da decenni ${name} è di casa a ${city}. Il nostro team vi consiglia personalmente, dal primo contatto al servizio.`,
    },
    en: {
      headline: `Welcome to ${name}`,
      introText: `Your ${brand} partner in ${city}: ${offer}.`,
      aboutTitle: 'About us',
      aboutText: `${name} has been at home in ${city} for decades. Our team advises you personally, from the first contact to servicing.`,
    },
    sl: {
      headline: `Dobrodošli pri ${name}`,
      introText: `Vaš partner ${brand} v kraju ${city}: ${offer}.`,
      aboutTitle: 'O nas',
      aboutText: `${name} je v kraju ${city} doma že desetletja.`,
    },
  }[locale];
}

/** Home page data per dealer and locale (de, fr, it, en, sl). */
export const seedDealerHomepages: ContentSeeder = (db, dealers, random) => {
  const write = dealerContentWriter(db);
  for (const { dealer } of dealers) {
    const top = servicesOfDealer(dealer.dealerId).slice(0, 3);
    const hasAboutUs = random.chance(0.9) || dealer.dealerId < 200;
    for (const locale of CONTENT_LOCALES) {
      const t = texts(locale, dealer.name, brandDisplayName(dealer.wholesaler.name), dealer.city, dealer.type === 'service');
      const homepage: DealerHomepage = {
        dealerId: dealer.dealerId,
        headline: t.headline,
        introText: t.introText,
        topServices: top.map((service) => ({ slug: service.slug[locale], title: service.title[locale], teaser: service.teaser[locale] })),
        aboutUsTeaser: hasAboutUs ? { title: t.aboutTitle, text: t.aboutText } : null,
      };
      write(dealer.dealerId, 'homepage', locale, '', 0, homepage);
    }
  }
};
