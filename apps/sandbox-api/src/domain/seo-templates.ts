import type { PageSeo } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';

type Texts = { title: string; description: string };

/** Per page type; {placeholders} of SPEC §3 are filled by the sandbox (dealerName) or left for the client. */
const TEMPLATES: Record<string, Partial<Record<Locale, Texts>> & { de: Texts }> = {
  homepagePartnerWeb: {
    de: {
      title: '{dealerName} – Neuwagen, Occasionen und Service',
      description: 'Willkommen bei {dealerName}: Fahrzeuge, Service und Beratung in Ihrer Nähe.',
    },
    fr: {
      title: '{dealerName} – véhicules neufs, occasions et service',
      description: 'Bienvenue chez {dealerName} : véhicules, service et conseil près de chez vous.',
    },
    it: {
      title: '{dealerName} – auto nuove, occasioni e servizio',
      description: 'Benvenuti da {dealerName}: veicoli, assistenza e consulenza vicino a voi.',
    },
    en: {
      title: '{dealerName} – new cars, used cars and service',
      description: 'Welcome to {dealerName}: cars, servicing and advice near you.',
    },
  },
  vehicleListPage: {
    de: { title: 'Fahrzeuge finden | {dealerName}', description: 'Alle Neu- und Gebrauchtwagen von {dealerName}.' },
    fr: { title: 'Trouver un véhicule | {dealerName}', description: 'Tous les véhicules neufs et d’occasion de {dealerName}.' },
    it: { title: 'Trovare un’auto | {dealerName}', description: 'Tutte le auto nuove e usate di {dealerName}.' },
    en: { title: 'Find a car | {dealerName}', description: 'All new and used cars from {dealerName}.' },
  },
  vehicleDetailPage: {
    de: {
      title: '{vehicleBrandName} {vehicleModelName} | {dealerName}',
      description:
        '{vehicleBrandName} {vehicleModelName}, {vehicleBodyType}, {vehicleDoorsCount} Türen, {vehicleBodyColor} – bei {dealerName}.',
    },
    fr: {
      title: '{vehicleBrandName} {vehicleModelName} | {dealerName}',
      description:
        '{vehicleBrandName} {vehicleModelName}, {vehicleBodyType}, {vehicleDoorsCount} portes, {vehicleBodyColor} – chez {dealerName}.',
    },
    it: {
      title: '{vehicleBrandName} {vehicleModelName} | {dealerName}',
      description:
        '{vehicleBrandName} {vehicleModelName}, {vehicleBodyType}, {vehicleDoorsCount} porte, {vehicleBodyColor} – da {dealerName}.',
    },
    en: {
      title: '{vehicleBrandName} {vehicleModelName} | {dealerName}',
      description:
        '{vehicleBrandName} {vehicleModelName}, {vehicleBodyType}, {vehicleDoorsCount} doors, {vehicleBodyColor} – at {dealerName}.',
    },
  },
  modelDetailPage: {
    de: {
      title: '{modelBrandName} {modelName} | {dealerName}',
      description: 'Der {modelBrandName} {modelName}: Ausstattungen, Preise und Probefahrt.',
    },
    fr: { title: '{modelBrandName} {modelName} | {dealerName}', description: '{modelBrandName} {modelName} : équipements, prix et essai.' },
    it: {
      title: '{modelBrandName} {modelName} | {dealerName}',
      description: '{modelBrandName} {modelName}: allestimenti, prezzi e giro di prova.',
    },
    en: {
      title: '{modelBrandName} {modelName} | {dealerName}',
      description: 'The {modelBrandName} {modelName}: trims, prices and test drive.',
    },
  },
  serviceListPage: {
    de: { title: 'Service & Werkstatt | {dealerName}', description: 'Service, Reparaturen und Termine bei {dealerName}.' },
    fr: { title: 'Service & atelier | {dealerName}', description: 'Service, réparations et rendez-vous chez {dealerName}.' },
    it: { title: 'Servizio & officina | {dealerName}', description: 'Servizio, riparazioni e appuntamenti da {dealerName}.' },
    en: { title: 'Service & workshop | {dealerName}', description: 'Servicing, repairs and appointments at {dealerName}.' },
  },
  aboutUsPage: {
    de: { title: 'Über uns | {dealerName}', description: 'Team, Öffnungszeiten und Geschichte von {dealerName}.' },
    fr: { title: 'À propos de nous | {dealerName}', description: 'Équipe, horaires et histoire de {dealerName}.' },
    it: { title: 'Chi siamo | {dealerName}', description: 'Team, orari e storia di {dealerName}.' },
    en: { title: 'About us | {dealerName}', description: 'Team, opening hours and history of {dealerName}.' },
  },
  dealerSearchPage: {
    de: { title: 'Händlersuche', description: 'Finden Sie den Händler in Ihrer Nähe.' },
    fr: { title: 'Recherche de concessionnaire', description: 'Trouvez le concessionnaire le plus proche.' },
    it: { title: 'Ricerca concessionario', description: 'Trovate il concessionario più vicino.' },
    en: { title: 'Dealer search', description: 'Find the dealer nearest to you.' },
  },
};

export function seoFor(route: string, locale: Locale, dealerName: string | null): PageSeo | null {
  const template = TEMPLATES[route];
  if (!template) return null;
  const texts = template[locale] ?? template.de;
  const fill = (text: string) => (dealerName ? text.replaceAll('{dealerName}', dealerName) : text);
  const title = fill(texts.title);
  const description = fill(texts.description);
  return { title, description, image: null, twitter: { card: 'summary_large_image', title, description }, og: { title, description } };
}
