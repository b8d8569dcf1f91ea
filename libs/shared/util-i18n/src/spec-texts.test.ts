import { describe, expect, it } from 'vitest';
import { specTextsCatalog } from './spec-texts';

/** SPEC §5 and §8, verbatim where the spec gives the text. */
const VERBATIM = {
  de: {
    validationRequired: 'Dieses Feld ist erforderlich',
    validationInvalid: 'Ungültige Eingabe',
    genericError: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    notFoundTitle: '404',
    notFoundText: 'Die von Ihnen angeforderte Seite existiert leider nicht.',
    promotionUnavailableTitle: 'Scheinbar gibt es ein Problem!',
    promotionUnavailableText: 'Es tut uns leid, die Aktion konnte nicht gefunden werden. Vermutlich ist sie abgelaufen.',
    promotionProblemTitle: 'Es scheint ein Problem zu geben',
    vehicleNotFound: 'Das Fahrzeug konnte nicht gefunden werden',
    noResults: 'Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse. Bitte versuchen Sie es mit weniger Filtern.',
    invalidLeasingConfiguration: 'Diese Konfiguration ist leider ungültig.',
  },
  fr: {
    validationRequired: 'Ce champ est obligatoire',
    validationInvalid: 'Entrée invalide',
    genericError: "Une erreur s'est produite. Veuillez réessayer.",
    notFoundText: "La page que vous recherchez n'est plus disponible.",
  },
  it: {
    validationRequired: 'Questo campo è obbligatorio',
    validationInvalid: 'Inserimento non valido',
    genericError: 'Si è verificato un errore. Si prega di riprovare.',
  },
} as const;

describe('spec texts catalog', () => {
  it.each(Object.entries(VERBATIM))('%s carries the spec texts verbatim', async (locale, texts) => {
    const messages = await specTextsCatalog.load(locale as keyof typeof VERBATIM);
    for (const [key, text] of Object.entries(texts)) expect(messages[`common.${key}`]).toBe(text);
  });

  it('every language has every key', async () => {
    const source = Object.keys(await specTextsCatalog.load('de'));
    for (const locale of ['fr', 'it', 'en', 'sl'] as const) {
      expect(Object.keys(await specTextsCatalog.load(locale)).sort()).toEqual([...source].sort());
    }
  });
});
