import type { Locale } from '@carweb/shared-util-brand';
import { BRAND_DISPLAY_NAMES } from '../../domain/brands';
import type { BrandId } from '@carweb/shared-util-brand';

/** Brand-world page texts, generated per brand and language. */
export function brandTexts(brand: BrandId, locale: Locale) {
  const name = BRAND_DISPLAY_NAMES[brand];
  const t = {
    de: {
      headline: `Die Welt von ${name}`,
      intro: `Entdecken Sie die aktuellen Modelle von ${name} bei Ihrem Händler in der Schweiz.`,
      h: [
        ['Design', 'Unverwechselbar und zeitlos.'],
        ['Technologie', 'Vernetzt und effizient.'],
        ['Sicherheit', 'Assistenzsysteme serienmässig.'],
      ],
    },
    fr: {
      headline: `L'univers ${name}`,
      intro: `Découvrez les modèles actuels de ${name} chez votre concessionnaire en Suisse.`,
      h: [
        ['Design', 'Unique et intemporel.'],
        ['Technologie', 'Connectée et efficace.'],
        ['Sécurité', 'Systèmes d’assistance de série.'],
      ],
    },
    it: {
      headline: `Il mondo ${name}`,
      intro: `Scoprite i modelli attuali di ${name} presso il vostro concessionario in Svizzera.`,
      h: [
        ['Design', 'Inconfondibile e senza tempo.'],
        ['Tecnologia', 'Connessa ed efficiente.'],
        ['Sicurezza', 'Sistemi di assistenza di serie.'],
      ],
    },
    en: {
      headline: `The world of ${name}`,
      intro: `Discover the current ${name} models at your dealer in Switzerland.`,
      h: [
        ['Design', 'Distinctive and timeless.'],
        ['Technology', 'Connected and efficient.'],
        ['Safety', 'Assistance systems as standard.'],
      ],
    },
    sl: {
      headline: `Svet znamke ${name}`,
      intro: `Odkrijte aktualne modele znamke ${name}.`,
      h: [
        ['Oblikovanje', 'Brezčasno.'],
        ['Tehnologija', 'Povezana in učinkovita.'],
        ['Varnost', 'Serijski asistenčni sistemi.'],
      ],
    },
  }[locale];
  return { headline: t.headline, intro: t.intro, highlights: t.h.map(([title, text]) => ({ title, text })) };
}
