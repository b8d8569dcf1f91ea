import { labels, type Labels } from '../../domain/labels';

export interface NewsText {
  id: string;
  slug: Labels;
  title: Labels;
  subtitle: Labels;
  body: Labels;
}

const n = (id: string, slug: Labels, title: Labels, subtitle: Labels, body: Labels): NewsText => ({ id, slug, title, subtitle, body });

/** {dealer} and {model} are replaced when seeding. */
export const NEWS_TEXTS: readonly NewsText[] = [
  n(
    'new-model',
    labels('neues-modell-eingetroffen', 'nouveau-modele-arrive', 'nuovo-modello-arrivato', 'new-model-arrived', 'nov-model'),
    labels(
      'Der neue {model} ist da',
      'La nouvelle {model} est arrivée',
      'La nuova {model} è arrivata',
      'The new {model} has arrived',
      'Novi {model} je prispel',
    ),
    labels('Jetzt Probefahrt vereinbaren', 'Réservez un essai', 'Prenotate un giro di prova', 'Book a test drive now'),
    labels(
      'Ab sofort steht der neue {model} bei {dealer} im Showroom. Kommen Sie vorbei und überzeugen Sie sich selbst.',
      'La nouvelle {model} vous attend dès maintenant dans le showroom de {dealer}.',
      'La nuova {model} vi aspetta da subito nello showroom di {dealer}.',
      'The new {model} is now in the {dealer} showroom. Come and see for yourself.',
    ),
  ),
  n(
    'open-day',
    labels('tag-der-offenen-tuer', 'journee-portes-ouvertes', 'giornata-porte-aperte', 'open-day', 'dan-odprtih-vrat'),
    labels('Tag der offenen Tür', 'Journée portes ouvertes', 'Giornata porte aperte', 'Open day', 'Dan odprtih vrat'),
    labels(
      'Wettbewerb, Festwirtschaft und Probefahrten',
      'Concours, restauration et essais',
      'Concorso, ristoro e giri di prova',
      'Competition, food and test drives',
    ),
    labels(
      '{dealer} öffnet die Türen: Werkstattführungen, Probefahrten und ein Wettbewerb für die ganze Familie.',
      '{dealer} ouvre ses portes : visites de l’atelier, essais et concours pour toute la famille.',
      '{dealer} apre le porte: visite dell’officina, giri di prova e concorso per tutta la famiglia.',
      '{dealer} opens its doors: workshop tours, test drives and a competition for the whole family.',
    ),
  ),
  n(
    'apprentices',
    labels('neue-lernende', 'nouveaux-apprentis', 'nuovi-apprendisti', 'new-apprentices', 'novi-vajenci'),
    labels(
      'Willkommen an unsere neuen Lernenden',
      'Bienvenue à nos nouveaux apprentis',
      'Benvenuti ai nostri nuovi apprendisti',
      'Welcome to our new apprentices',
    ),
    labels(
      'Automobil-Mechatroniker und Kaufleute',
      'Mécatroniciens et employés de commerce',
      'Meccatronici e impiegati di commercio',
      'Mechatronics technicians and clerks',
    ),
    labels(
      'Drei junge Berufsleute starten ihre Ausbildung bei {dealer}. Wir wünschen viel Erfolg!',
      'Trois jeunes commencent leur formation chez {dealer}. Bonne réussite !',
      'Tre giovani iniziano la formazione presso {dealer}. Buon successo!',
      'Three young people start their apprenticeship at {dealer}. Good luck!',
    ),
  ),
  n(
    'award',
    labels(
      'auszeichnung-kundenzufriedenheit',
      'distinction-satisfaction-clients',
      'premio-soddisfazione-clienti',
      'customer-satisfaction-award',
      'nagrada',
    ),
    labels(
      'Ausgezeichnet für Kundenzufriedenheit',
      'Distingués pour la satisfaction client',
      'Premiati per la soddisfazione dei clienti',
      'Award for customer satisfaction',
    ),
    labels('Danke für Ihr Vertrauen', 'Merci de votre confiance', 'Grazie per la vostra fiducia', 'Thank you for your trust'),
    labels(
      '{dealer} gehört zu den bestbewerteten Betrieben des Landes.',
      '{dealer} fait partie des garages les mieux notés du pays.',
      '{dealer} è tra le aziende meglio valutate del paese.',
      '{dealer} is among the best-rated dealers in the country.',
    ),
  ),
  n(
    'charging',
    labels('neue-ladestationen', 'nouvelles-bornes-de-recharge', 'nuove-stazioni-di-ricarica', 'new-charging-stations', 'nove-polnilnice'),
    labels('Neue Schnellladestationen', 'Nouvelles bornes de recharge rapide', 'Nuove stazioni di ricarica rapida', 'New fast chargers'),
    labels('Laden während des Service', 'Recharger pendant le service', 'Ricaricare durante il servizio', 'Charge during your service'),
    labels(
      'Bei {dealer} laden Sie Ihr Elektrofahrzeug ab sofort an vier Schnellladestationen.',
      'Chez {dealer}, rechargez désormais votre véhicule électrique à quatre bornes rapides.',
      'Da {dealer} ora potete ricaricare il vostro veicolo elettrico a quattro stazioni rapide.',
      'At {dealer} you can now charge your electric car at four fast chargers.',
    ),
  ),
];
