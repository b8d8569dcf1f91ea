import { labels, type Labels } from '../../domain/labels';

export interface PromotionText {
  id: string;
  category: 'sales' | 'service';
  isServiceTheme: boolean;
  slug: Labels;
  title: Labels;
  short: Labels;
  long: Labels;
  cta: Labels;
  /** a vehicle filter the promotion's car list uses */
  carFilter: Record<string, unknown> | null;
}

const p = (input: PromotionText) => input;

export const PROMOTION_TEXTS: readonly PromotionText[] = [
  p({
    id: 'winter-check',
    category: 'service',
    isServiceTheme: true,
    carFilter: null,
    slug: labels('winter-check', 'check-hiver', 'check-invernale', 'winter-check', 'zimski-pregled'),
    title: labels(
      'Winter-Check für CHF 49.–',
      'Check hiver pour CHF 49.–',
      'Check invernale a CHF 49.–',
      'Winter check for CHF 49',
      'Zimski pregled za CHF 49',
    ),
    short: labels(
      'Batterie, Licht, Reifen und Scheibenwischer – in 30 Minuten geprüft.',
      'Batterie, éclairage, pneus et essuie-glaces – contrôlés en 30 minutes.',
      'Batteria, luci, pneumatici e tergicristalli – controllati in 30 minuti.',
      'Battery, lights, tyres and wipers – checked in 30 minutes.',
    ),
    long: labels(
      'Damit Sie sicher durch den Winter kommen, prüfen unsere Fachleute die wichtigsten Punkte Ihres Fahrzeugs. Termin online buchen und vor Ort bezahlen.',
      "Pour passer l'hiver en toute sécurité, nos spécialistes contrôlent les points essentiels de votre véhicule. Réservez en ligne, payez sur place.",
      "Per affrontare l'inverno in sicurezza, i nostri specialisti controllano i punti principali del vostro veicolo. Prenotate online e pagate sul posto.",
      'To get you safely through winter, our technicians check the key points of your car. Book online, pay on site.',
    ),
    cta: labels('Termin vereinbaren', 'Prendre rendez-vous', 'Fissare un appuntamento', 'Book an appointment'),
  }),
  p({
    id: 'young-used-leasing',
    category: 'sales',
    isServiceTheme: false,
    carFilter: { qualitytags: ['youngUsedProgramme'] },
    slug: labels(
      'junge-occasionen-leasing',
      'occasions-recentes-leasing',
      'occasioni-recenti-leasing',
      'young-used-leasing',
      'mlada-rabljena-lizing',
    ),
    title: labels(
      'Junge Occasionen mit 1.99 % Leasing',
      'Occasions récentes avec leasing à 1.99 %',
      'Occasioni recenti con leasing all’1.99 %',
      'Young used cars with 1.99 % leasing',
      'Mlada rabljena vozila z 1,99 % lizingom',
    ),
    short: labels(
      'Höchstens 12 Monate alt und maximal 5000 km – zum Vorzugszins.',
      'Au maximum 12 mois et 5000 km – à taux préférentiel.',
      'Al massimo 12 mesi e 5000 km – a tasso agevolato.',
      'At most 12 months old and 5,000 km – at a preferential rate.',
    ),
    long: labels(
      'Im Junge-Occasionen-Programm finden Sie fast neue Fahrzeuge mit Werksgarantie. Leasing zu 1.99 %, Rate fix über die ganze Laufzeit, Überführungskosten inklusive.',
      'Le programme occasions récentes propose des véhicules presque neufs avec garantie d’usine. Leasing à 1.99 %, mensualité fixe sur toute la durée, frais de transfert inclus.',
      'Il programma occasioni recenti offre veicoli quasi nuovi con garanzia di fabbrica. Leasing all’1.99 %, rata fissa per tutta la durata, spese di trasferimento incluse.',
      'The young used programme offers nearly new cars with factory warranty. Leasing at 1.99 %, fixed rate for the whole term, transfer costs included.',
    ),
    cta: labels('Fahrzeuge ansehen', 'Voir les véhicules', 'Vedere i veicoli', 'View vehicles'),
  }),
  p({
    id: 'trade-in-bonus',
    category: 'sales',
    isServiceTheme: false,
    carFilter: { cond: ['new'] },
    slug: labels('eintauschpraemie', 'prime-de-reprise', 'premio-permuta', 'trade-in-bonus', 'bonus-za-staro-vozilo'),
    title: labels(
      'Bis CHF 3000.– Eintauschprämie',
      "Jusqu'à CHF 3000.– de prime de reprise",
      'Fino a CHF 3000.– di premio permuta',
      'Up to CHF 3,000 trade-in bonus',
      'Do CHF 3000 bonusa',
    ),
    short: labels(
      'Ihr altes Auto ist bei uns mehr wert.',
      'Votre ancienne voiture vaut plus chez nous.',
      'La vostra vecchia auto vale di più da noi.',
      'Your old car is worth more with us.',
    ),
    long: labels(
      'Beim Kauf eines Neuwagens aus Lagerbestand erhalten Sie zusätzlich zum Eintauschwert eine Prämie von bis zu CHF 3000.–.',
      "À l'achat d'un véhicule neuf en stock, vous recevez en plus de la valeur de reprise une prime allant jusqu'à CHF 3000.–.",
      "Con l'acquisto di un'auto nuova a magazzino ricevete, oltre al valore di permuta, un premio fino a CHF 3000.–.",
      'When you buy a new car from stock you get a bonus of up to CHF 3,000 on top of the trade-in value.',
    ),
    cta: labels('Fahrzeug bewerten', 'Évaluer mon véhicule', 'Valutare il veicolo', 'Value my car'),
  }),
  p({
    id: 'free-winter-wheels',
    category: 'sales',
    isServiceTheme: false,
    carFilter: { cond: ['new', 'demo'] },
    slug: labels(
      'gratis-winterraeder',
      'roues-hiver-offertes',
      'ruote-invernali-gratuite',
      'free-winter-wheels',
      'brezplacna-zimska-kolesa',
    ),
    title: labels(
      'Winterräder geschenkt',
      "Roues d'hiver offertes",
      'Ruote invernali in regalo',
      'Free winter wheels',
      'Zimska kolesa v dar',
    ),
    short: labels(
      'Zu jedem Neuwagen ein Satz Winterkompletträder.',
      "Un jeu de roues d'hiver complètes pour chaque véhicule neuf.",
      'Un set di ruote invernali complete per ogni auto nuova.',
      'A set of winter wheels with every new car.',
    ),
    long: labels(
      'Bei Vertragsabschluss bis Ende Monat erhalten Sie einen Satz Winterkompletträder im Wert von bis zu CHF 2000.– geschenkt.',
      "Pour tout contrat signé d'ici la fin du mois, un jeu de roues d'hiver complètes d'une valeur allant jusqu'à CHF 2000.– vous est offert.",
      'Per ogni contratto firmato entro fine mese, un set di ruote invernali complete del valore fino a CHF 2000.– è in regalo.',
      'Sign by the end of the month and get a set of winter wheels worth up to CHF 2,000 for free.',
    ),
    cta: labels('Angebote entdecken', 'Découvrir les offres', 'Scoprire le offerte', 'Discover offers'),
  }),
  p({
    id: 'air-conditioning',
    category: 'service',
    isServiceTheme: true,
    carFilter: null,
    slug: labels(
      'klimaservice-fixpreis',
      'climatisation-prix-fixe',
      'climatizzazione-prezzo-fisso',
      'air-conditioning-fixed-price',
      'klima-fiksna-cena',
    ),
    title: labels(
      'Klimaservice zum Fixpreis',
      'Service climatisation à prix fixe',
      'Servizio climatizzazione a prezzo fisso',
      'Air-conditioning service at a fixed price',
      'Servis klime po fiksni ceni',
    ),
    short: labels(
      'Für CHF 149.– inklusive Desinfektion.',
      'Pour CHF 149.– désinfection comprise.',
      'A CHF 149.– disinfezione inclusa.',
      'CHF 149 including disinfection.',
    ),
    long: labels(
      'Eine gewartete Klimaanlage kühlt besser, spart Treibstoff und schützt vor Allergenen.',
      'Une climatisation entretenue refroidit mieux, économise du carburant et protège des allergènes.',
      'Un climatizzatore manutenuto raffredda meglio, risparmia carburante e protegge dagli allergeni.',
      'A serviced air-conditioning system cools better, saves fuel and keeps allergens out.',
    ),
    cta: labels('Termin vereinbaren', 'Prendre rendez-vous', 'Fissare un appuntamento', 'Book an appointment'),
  }),
  p({
    id: 'wallbox',
    category: 'sales',
    isServiceTheme: false,
    carFilter: { fuel: ['electric'] },
    slug: labels('wallbox-geschenkt', 'wallbox-offerte', 'wallbox-in-regalo', 'free-wall-box', 'brezplacna-polnilnica'),
    title: labels('Wallbox geschenkt', 'Wallbox offerte', 'Wallbox in regalo', 'Free wall box', 'Polnilnica v dar'),
    short: labels(
      'Zu jedem Elektrofahrzeug die passende Ladestation.',
      'La borne adaptée à chaque véhicule électrique.',
      'La stazione di ricarica adatta a ogni veicolo elettrico.',
      'The right charging station with every electric car.',
    ),
    long: labels(
      'Beim Kauf eines Elektrofahrzeugs schenken wir Ihnen die Wallbox – die Installation offerieren wir zum Vorzugspreis.',
      "À l'achat d'un véhicule électrique, la wallbox est offerte – l'installation à prix préférentiel.",
      "Con l'acquisto di un veicolo elettrico la wallbox è in regalo – l'installazione a prezzo agevolato.",
      'Buy an electric car and the wall box is on us – installation at a preferential price.',
    ),
    cta: labels('Elektroautos ansehen', 'Voir les voitures électriques', 'Vedere le auto elettriche', 'View electric cars'),
  }),
];
