import { labels, type Labels } from '../../domain/labels';

export const MAGAZINE_CATEGORIES: readonly { id: string; name: Labels }[] = [
  { id: 'e-mobility', name: labels('Elektromobilität', 'Électromobilité', 'Elettromobilità', 'E-mobility', 'E-mobilnost') },
  { id: 'advice', name: labels('Ratgeber', 'Conseils', 'Consigli', 'Advice', 'Nasveti') },
  { id: 'lifestyle', name: labels('Lifestyle', 'Art de vivre', 'Stile di vita', 'Lifestyle', 'Življenjski slog') },
  { id: 'technology', name: labels('Technik', 'Technique', 'Tecnica', 'Technology', 'Tehnika') },
];

export const MAGAZINE_TOPICS: readonly { id: string; category: string; title: Labels; teaser: Labels }[] = [
  {
    id: 'charging-at-home',
    category: 'e-mobility',
    title: labels(
      'Zuhause laden: so gehts',
      'Recharger à la maison : mode d’emploi',
      'Ricaricare a casa: ecco come',
      'Charging at home: how it works',
    ),
    teaser: labels(
      'Wallbox, Anschluss und Kosten im Überblick.',
      'Wallbox, raccordement et coûts en bref.',
      'Wallbox, allacciamento e costi in breve.',
      'Wall box, connection and costs at a glance.',
    ),
  },
  {
    id: 'winter-range',
    category: 'e-mobility',
    title: labels('Reichweite im Winter', 'Autonomie en hiver', 'Autonomia in inverno', 'Range in winter'),
    teaser: labels(
      'Mit diesen Tipps kommen Sie weiter.',
      'Ces conseils vous mènent plus loin.',
      'Con questi consigli andate più lontano.',
      'These tips take you further.',
    ),
  },
  {
    id: 'tyre-change',
    category: 'advice',
    title: labels(
      'Wann auf Winterreifen wechseln?',
      'Quand passer aux pneus d’hiver ?',
      'Quando montare le gomme invernali?',
      'When to switch to winter tyres?',
    ),
    teaser: labels(
      'Die O-bis-O-Regel und was sie bedeutet.',
      'La règle d’octobre à Pâques expliquée.',
      'La regola da ottobre a Pasqua spiegata.',
      'The October-to-Easter rule explained.',
    ),
  },
  {
    id: 'leasing-or-buying',
    category: 'advice',
    title: labels('Leasing oder Kauf?', 'Leasing ou achat ?', 'Leasing o acquisto?', 'Lease or buy?'),
    teaser: labels(
      'Vor- und Nachteile im Vergleich.',
      'Avantages et inconvénients comparés.',
      'Vantaggi e svantaggi a confronto.',
      'Pros and cons compared.',
    ),
  },
  {
    id: 'alpine-passes',
    category: 'lifestyle',
    title: labels('Die schönsten Alpenpässe', 'Les plus beaux cols alpins', 'I passi alpini più belli', 'The most beautiful Alpine passes'),
    teaser: labels(
      'Fünf Routen für den nächsten Ausflug.',
      'Cinq itinéraires pour la prochaine escapade.',
      'Cinque percorsi per la prossima gita.',
      'Five routes for your next trip.',
    ),
  },
  {
    id: 'family-trip',
    category: 'lifestyle',
    title: labels(
      'Entspannt mit der Familie unterwegs',
      'En route avec la famille, sans stress',
      'In viaggio con la famiglia senza stress',
      'Relaxed road trips with the family',
    ),
    teaser: labels(
      'Packliste und Spiele für lange Fahrten.',
      'Liste de bagages et jeux pour les longs trajets.',
      'Lista bagagli e giochi per viaggi lunghi.',
      'Packing list and games for long drives.',
    ),
  },
  {
    id: 'assistance-systems',
    category: 'technology',
    title: labels(
      'Assistenzsysteme erklärt',
      'Les systèmes d’assistance expliqués',
      'I sistemi di assistenza spiegati',
      'Assistance systems explained',
    ),
    teaser: labels(
      'Was Spurhalteassistent und Co. leisten.',
      'Ce que font l’assistant de maintien de voie et les autres.',
      'Cosa fanno l’assistente di corsia e gli altri.',
      'What lane assist and friends do.',
    ),
  },
  {
    id: 'hybrid-types',
    category: 'technology',
    title: labels(
      'Mild-, Voll- oder Plug-in-Hybrid?',
      'Hybride léger, complet ou rechargeable ?',
      'Mild, full o plug-in hybrid?',
      'Mild, full or plug-in hybrid?',
    ),
    teaser: labels(
      'Die Unterschiede einfach erklärt.',
      'Les différences expliquées simplement.',
      'Le differenze spiegate in modo semplice.',
      'The differences, simply explained.',
    ),
  },
];
