import type { FooterContent, NavigationContent } from '@carweb/api-contracts';
import type { BrandId, Locale } from '@carweb/shared-util-brand';
import { BRAND_DISPLAY_NAMES } from '../domain/brands';

const T = {
  de: {
    market: 'Fahrzeuge',
    models: 'Modelle',
    service: 'Service',
    about: 'Über uns',
    dealers: 'Händlersuche',
    testDrive: 'Probefahrt',
    offers: 'Aktionen',
    used: 'Occasionen',
    newCars: 'Neuwagen',
    electric: 'Elektroautos',
    company: 'Unternehmen',
    legal: 'Rechtliches',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    cookies: 'Cookie-Einstellungen',
    rights: 'Alle Rechte vorbehalten.',
    footnote: 'Alle Preise inkl. MwSt.',
    hotline: 'Hotline',
    email: 'E-Mail',
    address: 'Adresse',
    find: 'auto-finden',
    careers: 'Karriere',
  },
  fr: {
    market: 'Véhicules',
    models: 'Modèles',
    service: 'Service',
    about: 'À propos',
    dealers: 'Trouver un concessionnaire',
    testDrive: 'Essai',
    offers: 'Actions',
    used: 'Occasions',
    newCars: 'Véhicules neufs',
    electric: 'Voitures électriques',
    company: 'Entreprise',
    legal: 'Mentions légales',
    privacy: 'Protection des données',
    imprint: 'Impressum',
    cookies: 'Paramètres des cookies',
    rights: 'Tous droits réservés.',
    footnote: 'Tous les prix TVA incl.',
    hotline: 'Hotline',
    email: 'E-mail',
    address: 'Adresse',
    find: 'trouver-un-vehicule',
    careers: 'Carrière',
  },
  it: {
    market: 'Veicoli',
    models: 'Modelli',
    service: 'Servizio',
    about: 'Chi siamo',
    dealers: 'Ricerca concessionario',
    testDrive: 'Giro di prova',
    offers: 'Promozioni',
    used: 'Occasioni',
    newCars: 'Auto nuove',
    electric: 'Auto elettriche',
    company: 'Azienda',
    legal: 'Note legali',
    privacy: 'Protezione dei dati',
    imprint: 'Impressum',
    cookies: 'Impostazioni cookie',
    rights: 'Tutti i diritti riservati.',
    footnote: 'Tutti i prezzi IVA incl.',
    hotline: 'Hotline',
    email: 'E-mail',
    address: 'Indirizzo',
    find: 'trovare-un-auto',
    careers: 'Carriera',
  },
  en: {
    market: 'Vehicles',
    models: 'Models',
    service: 'Service',
    about: 'About us',
    dealers: 'Find a dealer',
    testDrive: 'Test drive',
    offers: 'Offers',
    used: 'Used cars',
    newCars: 'New cars',
    electric: 'Electric cars',
    company: 'Company',
    legal: 'Legal',
    privacy: 'Privacy',
    imprint: 'Imprint',
    cookies: 'Cookie settings',
    rights: 'All rights reserved.',
    footnote: 'All prices incl. VAT.',
    hotline: 'Hotline',
    email: 'Email',
    address: 'Address',
    find: 'find-car',
    careers: 'Careers',
  },
  sl: {
    market: 'Vozila',
    models: 'Modeli',
    service: 'Servis',
    about: 'O nas',
    dealers: 'Iskanje prodajalca',
    testDrive: 'Testna vožnja',
    offers: 'Akcije',
    used: 'Rabljena',
    newCars: 'Nova vozila',
    electric: 'Električna',
    company: 'Podjetje',
    legal: 'Pravno',
    privacy: 'Zasebnost',
    imprint: 'Impresum',
    cookies: 'Piškotki',
    rights: 'Vse pravice pridržane.',
    footnote: 'Vse cene z DDV.',
    hotline: 'Telefon',
    email: 'E-pošta',
    address: 'Naslov',
    find: 'find-car',
    careers: 'Kariera',
  },
} as const;

export function navigationContent(brand: BrandId, locale: Locale): NavigationContent {
  const t = T[locale];
  const base = `/${locale}`;
  return {
    navItems: [
      {
        label: t.market,
        url: `${base}/${t.find}`,
        children: [
          { label: t.newCars, url: `${base}/${t.find}?cond[]=new` },
          { label: t.used, url: `${base}/${t.find}?cond[]=used` },
          { label: t.electric, url: `${base}/${t.find}?fuel[]=electric` },
        ],
      },
      { label: t.models, url: `${base}/models`, children: [] },
      { label: t.service, url: `${base}/service`, children: [] },
      { label: t.about, url: `${base}/about-us`, children: [{ label: t.careers, url: `${base}/jobs` }] },
    ],
    ctaList: [
      { label: t.dealers, url: '/dealer-search', icon: 'pin' },
      { label: t.testDrive, url: `${base}/test-drive`, icon: 'steering-wheel' },
    ],
    vehicleMarketLinks: [
      { label: t.newCars, url: `${base}/${t.find}?cond[]=new` },
      { label: t.used, url: `${base}/${t.find}?cond[]=used` },
      { label: `${BRAND_DISPLAY_NAMES[brand]} ${t.offers}`, url: `${base}/offers` },
    ],
  };
}

export function footerContent(brand: BrandId, locale: Locale): FooterContent {
  const t = T[locale];
  const name = BRAND_DISPLAY_NAMES[brand];
  const domain = `${brand}.ch`;
  return {
    linkItems: [
      {
        title: t.market,
        links: [
          { label: t.newCars, url: `/${locale}/${t.find}?cond[]=new` },
          { label: t.used, url: `/${locale}/${t.find}?cond[]=used` },
        ],
      },
      {
        title: t.company,
        links: [
          { label: t.about, url: `/${locale}/about-us` },
          { label: t.careers, url: `/${locale}/jobs` },
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
      { label: t.cookies, url: '#cookie-settings' },
    ],
    copyrightText: `© ${name} Schweiz. ${t.rights}`,
    footnote: t.footnote,
    contactItems: [
      { type: 'phone', label: t.hotline, value: '+41 44 000 00 00', url: 'tel:+41440000000' },
      { type: 'email', label: t.email, value: `info@${domain}`, url: `mailto:info@${domain}` },
      { type: 'address', label: t.address, value: `${name} Schweiz, Zürich`, url: null },
    ],
  };
}
