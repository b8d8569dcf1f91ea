import type { FooterContent, NavigationContent } from '@carweb/api-contracts';
import type { BrandId, Locale } from '@carweb/shared-util-brand';
import { BRAND_DISPLAY_NAMES } from '../domain/brands';

const T = {
  de: {
    vehicles: 'Fahrzeuge',
    marketHome: 'Fahrzeugmarkt entdecken',
    models: 'Modelle',
    campaigns: 'Aktionen',
    news: 'News',
    magazine: 'Magazin',
    dealers: 'Händlersuche',
    contact: 'Kontakt',
    used: 'Occasionen',
    newCars: 'Neuwagen',
    electric: 'Elektroautos',
    suv: 'SUV',
    company: 'Unternehmen',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    rights: 'Alle Rechte vorbehalten.',
    footnote: 'Alle Preise inkl. MwSt.',
    hotline: 'Hotline',
    email: 'E-Mail',
    address: 'Adresse',
    careers: 'Karriere',
    country: 'Schweiz',
  },
  fr: {
    vehicles: 'Véhicules',
    marketHome: 'Découvrir le marché automobile',
    models: 'Modèles',
    campaigns: 'Actions',
    news: 'News',
    magazine: 'Magazine',
    dealers: 'Trouver un concessionnaire',
    contact: 'Contact',
    used: 'Occasions',
    newCars: 'Véhicules neufs',
    electric: 'Voitures électriques',
    suv: 'SUV',
    company: 'Entreprise',
    privacy: 'Protection des données',
    imprint: 'Impressum',
    rights: 'Tous droits réservés.',
    footnote: 'Tous les prix TVA incl.',
    hotline: 'Hotline',
    email: 'E-mail',
    address: 'Adresse',
    careers: 'Carrière',
    country: 'Suisse',
  },
  it: {
    vehicles: 'Veicoli',
    marketHome: 'Scoprire il mercato auto',
    models: 'Modelli',
    campaigns: 'Promozioni',
    news: 'News',
    magazine: 'Rivista',
    dealers: 'Ricerca concessionario',
    contact: 'Contatto',
    used: 'Occasioni',
    newCars: 'Auto nuove',
    electric: 'Auto elettriche',
    suv: 'SUV',
    company: 'Azienda',
    privacy: 'Protezione dei dati',
    imprint: 'Impressum',
    rights: 'Tutti i diritti riservati.',
    footnote: 'Tutti i prezzi IVA incl.',
    hotline: 'Hotline',
    email: 'E-mail',
    address: 'Indirizzo',
    careers: 'Carriera',
    country: 'Svizzera',
  },
  en: {
    vehicles: 'Vehicles',
    marketHome: 'Explore the vehicle market',
    models: 'Models',
    campaigns: 'Offers',
    news: 'News',
    magazine: 'Magazine',
    dealers: 'Find a dealer',
    contact: 'Contact',
    used: 'Used cars',
    newCars: 'New cars',
    electric: 'Electric cars',
    suv: 'SUVs',
    company: 'Company',
    privacy: 'Privacy',
    imprint: 'Imprint',
    rights: 'All rights reserved.',
    footnote: 'All prices incl. VAT.',
    hotline: 'Hotline',
    email: 'Email',
    address: 'Address',
    careers: 'Careers',
    country: 'Switzerland',
  },
  sl: {
    vehicles: 'Vozila',
    marketHome: 'Odkrijte trg vozil',
    models: 'Modeli',
    campaigns: 'Akcije',
    news: 'Novice',
    magazine: 'Revija',
    dealers: 'Iskanje prodajalca',
    contact: 'Kontakt',
    used: 'Rabljena',
    newCars: 'Nova vozila',
    electric: 'Električni avtomobili',
    suv: 'SUV',
    company: 'Podjetje',
    privacy: 'Zasebnost',
    imprint: 'Impresum',
    rights: 'Vse pravice pridržane.',
    footnote: 'Vse cene z DDV.',
    hotline: 'Telefon',
    email: 'E-pošta',
    address: 'Naslov',
    careers: 'Kariera',
    country: 'Švica',
  },
} as const;

/**
 * The content service's own path words per language (the site translates a path's first word to the page language's
 * segment and leaves out what it has no page for). Slovenian content uses the English words where the site has no
 * Slovenian ones; the category slugs are the core API's category pages (apps/sandbox-api/src/domain/category-pages.ts).
 */
const PATHS = {
  de: {
    list: 'auto-finden',
    market: 'fahrzeugmarkt',
    models: 'modelle',
    campaigns: 'aktionen',
    magazine: 'magazin',
    jobs: 'jobs',
    category: 'kategorie',
    electric: 'elektroautos',
    contact: 'kontakt',
  },
  fr: {
    list: 'trouver-un-vehicule',
    market: 'marche-automobile',
    models: 'modèles',
    campaigns: 'actions',
    magazine: 'magazine',
    jobs: 'emplois',
    category: 'categorie',
    electric: 'voitures-electriques',
    contact: 'contact',
  },
  it: {
    list: 'trovare-un-auto',
    market: 'mercato-auto',
    models: 'modelli',
    campaigns: 'promozioni',
    magazine: 'rivista',
    jobs: 'lavoro',
    category: 'categoria',
    electric: 'auto-elettriche',
    contact: 'contatto',
  },
  en: {
    list: 'find-car',
    market: 'vehicle-market',
    models: 'models',
    campaigns: 'offers',
    magazine: 'magazine',
    jobs: 'jobs',
    category: 'category',
    electric: 'electric-cars',
    contact: 'contact',
  },
  sl: {
    list: 'find-car',
    market: 'vehicle-market',
    models: 'models',
    campaigns: 'akcije',
    magazine: 'revija',
    jobs: 'jobs',
    category: 'category',
    electric: 'elektricni-avtomobili',
    contact: 'contact',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The site's pages in the content's words: with the language prefix, or none where the content omits it. */
function pages(locale: Locale) {
  const p = PATHS[locale];
  const at = (path: string) => `/${locale}/${path}`;
  return {
    list: at(p.list),
    newCars: `${at(p.list)}?cond[]=new`,
    used: `${at(p.list)}?cond[]=used`,
    electricFilter: `${at(p.list)}?fuel[]=electric`,
    marketHome: at(p.market),
    models: at(p.models),
    campaigns: at(p.campaigns),
    news: `/${locale}/news`,
    magazine: at(p.magazine),
    jobs: `/${p.jobs}`,
    electric: at(`${p.category}/${p.electric}`),
    suv: at(`${p.category}/suv`),
    dealers: '/dealer-search',
    contact: at(p.contact),
  };
}

/** The brand's main navigation (GraphQL navigation; multilease: multileaseNavigation), leading to the site's pages. */
export function navigationContent(brand: BrandId, locale: Locale): NavigationContent {
  const t = T[locale];
  const to = pages(locale);
  return {
    navItems: [
      {
        label: t.vehicles,
        url: to.list,
        children: [
          { label: t.newCars, url: to.newCars },
          { label: t.used, url: to.used },
          { label: t.electric, url: to.electricFilter },
        ],
      },
      { label: t.models, url: to.models, children: [] },
      { label: t.campaigns, url: to.campaigns, children: [{ label: t.news, url: to.news }] },
      { label: t.magazine, url: to.magazine, children: [] },
    ],
    ctaList: [
      { label: t.dealers, url: to.dealers, icon: 'pin' },
      { label: t.contact, url: to.contact, icon: 'mail' },
    ],
    vehicleMarketLinks: [
      { label: t.marketHome, url: to.marketHome },
      { label: t.electric, url: to.electric },
      { label: `${BRAND_DISPLAY_NAMES[brand]} ${t.suv}`, url: to.suv },
    ],
  };
}

/** The brand's footer (GraphQL footer; multilease: multileaseFooter): its pages, the company's, external legal links. */
export function footerContent(brand: BrandId, locale: Locale): FooterContent {
  const t = T[locale];
  const to = pages(locale);
  const name = BRAND_DISPLAY_NAMES[brand];
  const domain = `${brand}.ch`;
  return {
    linkItems: [
      {
        title: t.vehicles,
        links: [
          { label: t.marketHome, url: to.marketHome },
          { label: t.newCars, url: to.newCars },
          { label: t.used, url: to.used },
          { label: t.electric, url: to.electric },
        ],
      },
      {
        title: name,
        links: [
          { label: t.models, url: to.models },
          { label: t.campaigns, url: to.campaigns },
          { label: t.news, url: to.news },
          { label: t.magazine, url: to.magazine },
        ],
      },
      {
        title: t.company,
        links: [
          { label: t.careers, url: to.jobs },
          { label: t.dealers, url: to.dealers },
          { label: t.contact, url: to.contact },
        ],
      },
    ],
    social: [
      { type: 'facebook', url: `https://www.facebook.com/${brand}ch` },
      { type: 'instagram', url: `https://www.instagram.com/${brand}ch` },
      { type: 'youtube', url: `https://www.youtube.com/@${brand}ch` },
    ],
    legalLinks: [
      { label: t.privacy, url: `https://www.${domain}/${locale}/privacy` },
      { label: t.imprint, url: `https://www.${domain}/${locale}/imprint` },
    ],
    copyrightText: `© ${name} ${t.country}. ${t.rights}`,
    footnote: t.footnote,
    contactItems: [
      { type: 'phone', label: t.hotline, value: '+41 44 000 00 00', url: 'tel:+41440000000' },
      { type: 'email', label: t.email, value: `info@${domain}`, url: `mailto:info@${domain}` },
      { type: 'address', label: t.address, value: `${name} ${t.country}, Zürich`, url: null },
    ],
  };
}
