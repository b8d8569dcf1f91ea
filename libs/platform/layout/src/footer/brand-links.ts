import type { BrandId, Locale } from '@carweb/shared-util-brand';

/** Brand-wide footer addresses: corporate site, privacy policy, emissions test (WLTP) information. */
export interface BrandLinks {
  corporate: string;
  privacy: string;
  emissionsTest: string;
}

const PRIVACY_PATH = { de: 'datenschutz', fr: 'protection-des-donnees', it: 'protezione-dei-dati' };

/**
 * The brand's Swiss site www.{brand}.ch in de, fr or it (other languages: de). Until BrandConfig
 * carries these addresses, the footer reads them here.
 */
export function brandLinks(brand: BrandId, locale: Locale): BrandLinks {
  const language = locale === 'fr' || locale === 'it' ? locale : 'de';
  const root = `https://www.${brand}.ch/${language}`;
  return { corporate: root, privacy: `${root}/${PRIVACY_PATH[language]}`, emissionsTest: `${root}/wltp` };
}
