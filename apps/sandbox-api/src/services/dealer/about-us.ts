import type { AboutUs } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { StoredDealer } from './dealer-repository';
import { employeesOf } from './dealer-people';
import { brandDisplayName } from '../../domain/brands';

const SLUGS = { de: 'ueber-uns', fr: 'a-propos-de-nous', it: 'chi-siamo', en: 'about-us', sl: 'o-nas' };

function paragraphs(locale: Locale, name: string, city: string, brand: string, founded: number, staff: number): string[] {
  switch (locale) {
    case 'fr':
      return [
        `Fondé en ${founded}, ${name} est votre partenaire ${brand} à ${city}.`,
        `Notre équipe de ${staff} personnes s'occupe de la vente, du service et des réparations – avec le même soin pour chaque client.`,
      ];
    case 'it':
      return [
        `Fondata nel ${founded}, ${name} è il vostro partner ${brand} a ${city}.`,
        `Il nostro team di ${staff} persone si occupa di vendita, assistenza e riparazioni – con la stessa cura per ogni cliente.`,
      ];
    case 'en':
    case 'sl':
      return [
        `Founded in ${founded}, ${name} is your ${brand} partner in ${city}.`,
        `Our team of ${staff} looks after sales, servicing and repairs – with the same care for every customer.`,
      ];
    default:
      return [
        `Seit ${founded} ist ${name} Ihr ${brand}-Partner in ${city}.`,
        `Unser Team von ${staff} Personen kümmert sich um Verkauf, Service und Reparaturen – mit derselben Sorgfalt für jede Kundin und jeden Kunden.`,
      ];
  }
}

const HEADLINES: Record<Locale, string> = { de: 'Über uns', fr: 'À propos de nous', it: 'Chi siamo', en: 'About us', sl: 'O nas' };

export function aboutUsOf(stored: StoredDealer, locale: Locale): AboutUs {
  const { dealer } = stored;
  const founded = 1950 + ((dealer.dealerId * 37) % 65);
  const employees = employeesOf(stored, locale);
  return {
    dealerId: dealer.dealerId,
    headline: `${HEADLINES[locale]} – ${dealer.name}`,
    paragraphs: paragraphs(locale, dealer.name, dealer.city, brandDisplayName(dealer.wholesaler.name), founded, 8 + (dealer.dealerId % 40)),
    image: { url: dealer.locationImage?.url ?? '', alt: dealer.name },
    foundedYear: founded,
    employees,
    openingHours: dealer.openingHours,
    brandsPages: dealer.brandsPages,
    slugLocalizations: SLUGS,
  };
}
