import { labels, type Labels } from '../../domain/labels';

export const MAGAZINE_CATEGORIES: readonly { id: string; name: Labels }[] = [
  { id: 'e-mobility', name: labels('Elektromobilität', 'Électromobilité', 'Elettromobilità', 'E-mobility', 'E-mobilnost') },
  { id: 'advice', name: labels('Ratgeber', 'Conseils', 'Consigli', 'Advice', 'Nasveti') },
  { id: 'lifestyle', name: labels('Lifestyle', 'Art de vivre', 'Stile di vita', 'Lifestyle', 'Življenjski slog') },
  { id: 'technology', name: labels('Technik', 'Technique', 'Tecnica', 'Technology', 'Tehnika') },
];

export interface MagazineTopic {
  id: string;
  category: string;
  title: Labels;
  teaser: Labels;
}

type FourLanguages = [de: string, fr: string, it: string, en: string];
const topic = (id: string, category: string, title: FourLanguages, teaser: FourLanguages): MagazineTopic => ({
  id,
  category,
  title: labels(...title),
  teaser: labels(...teaser),
});

/**
 * The magazine's articles, newest first (the first is the hero article). 32 in de/fr/it/en: e-mobility has 16, so its
 * category pages through 7 + 7 + 2 and "all" through 7 + 7 + 7 + 7 + 4 (SPEC §9 magazine page size 7).
 */
export const MAGAZINE_TOPICS: readonly MagazineTopic[] = [
  topic(
    'charging-at-home',
    'e-mobility',
    ['Zuhause laden: so gehts', 'Recharger à la maison : mode d’emploi', 'Ricaricare a casa: ecco come', 'Charging at home: how it works'],
    [
      'Wallbox, Anschluss und Kosten im Überblick.',
      'Wallbox, raccordement et coûts en bref.',
      'Wallbox, allacciamento e costi in breve.',
      'Wall box, connection and costs at a glance.',
    ],
  ),
  topic(
    'tyre-change',
    'advice',
    [
      'Wann auf Winterreifen wechseln?',
      'Quand passer aux pneus d’hiver ?',
      'Quando montare le gomme invernali?',
      'When to switch to winter tyres?',
    ],
    [
      'Die O-bis-O-Regel und was sie bedeutet.',
      'La règle d’octobre à Pâques expliquée.',
      'La regola da ottobre a Pasqua spiegata.',
      'The October-to-Easter rule explained.',
    ],
  ),
  topic(
    'winter-range',
    'e-mobility',
    ['Reichweite im Winter', 'Autonomie en hiver', 'Autonomia in inverno', 'Range in winter'],
    [
      'Mit diesen Tipps kommen Sie weiter.',
      'Ces conseils vous mènent plus loin.',
      'Con questi consigli andate più lontano.',
      'These tips take you further.',
    ],
  ),
  topic(
    'public-charging',
    'e-mobility',
    [
      'Öffentlich laden ohne Stress',
      'Recharger en public sans stress',
      'Ricaricare in pubblico senza stress',
      'Public charging without the stress',
    ],
    [
      'Ladekarten, Apps und Tarife im Vergleich.',
      'Cartes de recharge, applis et tarifs comparés.',
      'Carte di ricarica, app e tariffe a confronto.',
      'Charging cards, apps and tariffs compared.',
    ],
  ),
  topic(
    'leasing-or-buying',
    'advice',
    ['Leasing oder Kauf?', 'Leasing ou achat ?', 'Leasing o acquisto?', 'Lease or buy?'],
    [
      'Vor- und Nachteile im Vergleich.',
      'Avantages et inconvénients comparés.',
      'Vantaggi e svantaggi a confronto.',
      'Pros and cons compared.',
    ],
  ),
  topic(
    'battery-lifespan',
    'e-mobility',
    ['Wie lange hält die Batterie?', 'Combien de temps dure la batterie ?', 'Quanto dura la batteria?', 'How long does the battery last?'],
    [
      'Garantie, Alterung und Pflege erklärt.',
      'Garantie, vieillissement et entretien expliqués.',
      'Garanzia, invecchiamento e cura spiegati.',
      'Warranty, ageing and care explained.',
    ],
  ),
  topic(
    'family-car',
    'lifestyle',
    [
      'Das richtige Familienauto finden',
      'Trouver la bonne voiture familiale',
      'Trovare l’auto di famiglia giusta',
      'Finding the right family car',
    ],
    [
      'Platz, Isofix und Kofferraum im Vergleich.',
      'Espace, Isofix et coffre comparés.',
      'Spazio, Isofix e bagagliaio a confronto.',
      'Space, Isofix and boot compared.',
    ],
  ),
  topic(
    'ev-road-trip',
    'e-mobility',
    [
      'Mit dem Elektroauto in die Ferien',
      'En vacances en voiture électrique',
      'In vacanza con l’auto elettrica',
      'On holiday by electric car',
    ],
    [
      'Routenplanung und Ladestopps bis ans Meer.',
      'Planifier l’itinéraire et les recharges jusqu’à la mer.',
      'Pianificare percorso e soste di ricarica fino al mare.',
      'Planning the route and charging stops to the sea.',
    ],
  ),
  topic(
    'used-car-check',
    'advice',
    [
      'Occasion kaufen: die Checkliste',
      'Acheter une occasion : la liste de contrôle',
      'Comprare un’auto d’occasione: la lista di controllo',
      'Buying a used car: the checklist',
    ],
    [
      'Probefahrt, Servicebuch und MFK-Bericht prüfen.',
      'Vérifier l’essai, le carnet d’entretien et le rapport d’expertise.',
      'Controllare giro di prova, libretto di servizio e collaudo.',
      'Check the test drive, service book and inspection report.',
    ],
  ),
  topic(
    'solar-charging',
    'e-mobility',
    [
      'Mit Solarstrom vom eigenen Dach laden',
      'Recharger avec l’énergie solaire de son toit',
      'Ricaricare con l’energia solare del proprio tetto',
      'Charging with solar power from your own roof',
    ],
    [
      'So passen Photovoltaik und Wallbox zusammen.',
      'Comment associer photovoltaïque et wallbox.',
      'Come abbinare fotovoltaico e wallbox.',
      'How solar panels and a wall box work together.',
    ],
  ),
  topic(
    'assistance-systems',
    'technology',
    ['Assistenzsysteme erklärt', 'Les systèmes d’assistance expliqués', 'I sistemi di assistenza spiegati', 'Assistance systems explained'],
    [
      'Was Spurhalteassistent und Co. leisten.',
      'Ce que font l’assistant de maintien de voie et les autres.',
      'Cosa fanno l’assistente di corsia e gli altri.',
      'What lane assist and friends do.',
    ],
  ),
  topic(
    'charging-when-renting',
    'e-mobility',
    ['Laden in der Mietwohnung', 'Recharger quand on est locataire', 'Ricaricare in un appartamento in affitto', 'Charging when you rent'],
    [
      'Was Mieter und Vermieter wissen müssen.',
      'Ce que locataires et propriétaires doivent savoir.',
      'Cosa devono sapere inquilini e proprietari.',
      'What tenants and landlords need to know.',
    ],
  ),
  topic(
    'leasing-terms',
    'advice',
    [
      'Leasing verstehen: Laufzeit, Kilometer, Anzahlung',
      'Comprendre le leasing : durée, kilomètres, acompte',
      'Capire il leasing: durata, chilometri, acconto',
      'Understanding leasing: term, mileage, down payment',
    ],
    [
      'So finden Sie die passende Monatsrate.',
      'Trouver la mensualité qui vous convient.',
      'Come trovare la rata mensile giusta.',
      'How to find the right monthly rate.',
    ],
  ),
  topic(
    'ev-running-costs',
    'e-mobility',
    [
      'Was kostet ein Elektroauto im Unterhalt?',
      'Combien coûte l’entretien d’une voiture électrique ?',
      'Quanto costa mantenere un’auto elettrica?',
      'What does an electric car cost to run?',
    ],
    [
      'Strom, Service und Versicherung im Vergleich zum Benziner.',
      'Électricité, entretien et assurance face à l’essence.',
      'Elettricità, manutenzione e assicurazione rispetto alla benzina.',
      'Electricity, servicing and insurance versus petrol.',
    ],
  ),
  topic(
    'alpine-passes',
    'lifestyle',
    ['Die schönsten Alpenpässe', 'Les plus beaux cols alpins', 'I passi alpini più belli', 'The most beautiful Alpine passes'],
    [
      'Fünf Routen für den nächsten Ausflug.',
      'Cinq itinéraires pour la prochaine escapade.',
      'Cinque percorsi per la prossima gita.',
      'Five routes for your next trip.',
    ],
  ),
  topic(
    'fast-charging',
    'e-mobility',
    ['Schnellladen richtig gemacht', 'Bien utiliser la recharge rapide', 'Usare bene la ricarica rapida', 'Fast charging done right'],
    [
      'Warum 80 Prozent oft das bessere Ziel sind.',
      'Pourquoi 80 % est souvent le meilleur objectif.',
      'Perché l’80 % è spesso l’obiettivo migliore.',
      'Why 80 per cent is often the better target.',
    ],
  ),
  topic(
    'trade-in-value',
    'advice',
    ['Was ist mein Auto noch wert?', 'Combien vaut encore ma voiture ?', 'Quanto vale ancora la mia auto?', 'What is my car still worth?'],
    [
      'So holen Sie beim Eintausch mehr heraus.',
      'Comment tirer le meilleur prix de la reprise.',
      'Come ottenere di più dalla permuta.',
      'How to get more for your trade-in.',
    ],
  ),
  topic(
    'heat-pump',
    'e-mobility',
    [
      'Braucht mein E-Auto eine Wärmepumpe?',
      'Ma voiture électrique a-t-elle besoin d’une pompe à chaleur ?',
      'La mia auto elettrica ha bisogno di una pompa di calore?',
      'Does my electric car need a heat pump?',
    ],
    [
      'Was sie im Schweizer Winter bringt.',
      'Ce qu’elle apporte pendant l’hiver suisse.',
      'Cosa porta nell’inverno svizzero.',
      'What it brings in a Swiss winter.',
    ],
  ),
  topic(
    'hybrid-types',
    'technology',
    [
      'Mild-, Voll- oder Plug-in-Hybrid?',
      'Hybride léger, complet ou rechargeable ?',
      'Mild, full o plug-in hybrid?',
      'Mild, full or plug-in hybrid?',
    ],
    [
      'Die Unterschiede einfach erklärt.',
      'Les différences expliquées simplement.',
      'Le differenze spiegate in modo semplice.',
      'The differences, simply explained.',
    ],
  ),
  topic(
    'ev-towing',
    'e-mobility',
    [
      'Anhänger ziehen mit dem Elektroauto',
      'Tracter une remorque en voiture électrique',
      'Trainare un rimorchio con l’auto elettrica',
      'Towing a trailer with an electric car',
    ],
    [
      'Anhängelast, Reichweite und Tipps für den Veloträger.',
      'Charge tractable, autonomie et conseils pour le porte-vélos.',
      'Carico rimorchiabile, autonomia e consigli per il portabici.',
      'Towing capacity, range and tips for the bike rack.',
    ],
  ),
  topic(
    'car-insurance',
    'advice',
    ['Vollkasko oder Teilkasko?', 'Casco complète ou partielle ?', 'Casco totale o parziale?', 'Comprehensive or partial cover?'],
    [
      'Welche Versicherung zu Ihrem Auto passt.',
      'Quelle assurance convient à votre voiture.',
      'Quale assicurazione fa per la vostra auto.',
      'Which insurance suits your car.',
    ],
  ),
  topic(
    'used-electric-car',
    'e-mobility',
    [
      'Gebrauchtes Elektroauto kaufen',
      'Acheter une voiture électrique d’occasion',
      'Comprare un’auto elettrica usata',
      'Buying a used electric car',
    ],
    [
      'Worauf Sie beim Zustand der Batterie achten sollten.',
      'Ce qu’il faut vérifier sur l’état de la batterie.',
      'A cosa fare attenzione nello stato della batteria.',
      'What to look for in the state of the battery.',
    ],
  ),
  topic(
    'family-trip',
    'lifestyle',
    [
      'Entspannt mit der Familie unterwegs',
      'En route avec la famille, sans stress',
      'In viaggio con la famiglia senza stress',
      'Relaxed road trips with the family',
    ],
    [
      'Packliste und Spiele für lange Fahrten.',
      'Liste de bagages et jeux pour les longs trajets.',
      'Lista bagagli e giochi per viaggi lunghi.',
      'Packing list and games for long drives.',
    ],
  ),
  topic(
    'bidirectional-charging',
    'e-mobility',
    [
      'Bidirektionales Laden: das Auto als Stromspeicher',
      'Recharge bidirectionnelle : la voiture comme batterie',
      'Ricarica bidirezionale: l’auto come accumulatore',
      'Bidirectional charging: the car as a power bank',
    ],
    [
      'Was heute schon geht und was noch kommt.',
      'Ce qui est déjà possible et ce qui arrive.',
      'Cosa è già possibile e cosa arriverà.',
      'What works today and what is coming.',
    ],
  ),
  topic(
    'service-intervals',
    'advice',
    [
      'Service-Intervalle im Blick behalten',
      'Garder un œil sur les intervalles d’entretien',
      'Tenere d’occhio gli intervalli di servizio',
      'Keeping track of service intervals',
    ],
    [
      'Warum der regelmässige Service Garantie und Wert sichert.',
      'Pourquoi l’entretien régulier préserve garantie et valeur.',
      'Perché il servizio regolare tutela garanzia e valore.',
      'Why regular servicing protects warranty and value.',
    ],
  ),
  topic(
    'ev-incentives',
    'e-mobility',
    [
      'Förderbeiträge für Elektroautos in der Schweiz',
      'Subventions pour voitures électriques en Suisse',
      'Incentivi per auto elettriche in Svizzera',
      'Electric car incentives in Switzerland',
    ],
    [
      'Kantone, Gemeinden und Energieversorger im Überblick.',
      'Cantons, communes et fournisseurs d’énergie en bref.',
      'Cantoni, comuni e fornitori di energia in breve.',
      'Cantons, municipalities and utilities at a glance.',
    ],
  ),
  topic(
    'over-the-air-updates',
    'technology',
    [
      'Over-the-Air-Updates erklärt',
      'Mises à jour logicielles à distance',
      'Aggiornamenti software a distanza',
      'Over-the-air software updates',
    ],
    [
      'Was sich am Auto ohne Werkstattbesuch verbessert.',
      'Ce qui s’améliore sans passer au garage.',
      'Cosa migliora senza passare in officina.',
      'What improves without a trip to the workshop.',
    ],
  ),
  topic(
    'charging-cables',
    'e-mobility',
    [
      'Welches Ladekabel brauche ich?',
      'De quel câble de recharge ai-je besoin ?',
      'Di quale cavo di ricarica ho bisogno?',
      'Which charging cable do I need?',
    ],
    [
      'Typ 2, CCS und Notladekabel einfach erklärt.',
      'Type 2, CCS et câble d’appoint expliqués simplement.',
      'Tipo 2, CCS e cavo di emergenza spiegati in modo semplice.',
      'Type 2, CCS and the emergency cable, simply explained.',
    ],
  ),
  topic(
    'vehicle-inspection',
    'advice',
    ['Fit für die MFK', 'Prêt pour l’expertise', 'Pronti per il collaudo', 'Ready for the vehicle inspection'],
    [
      'Die häufigsten Mängel und wie Sie sie vermeiden.',
      'Les défauts les plus fréquents et comment les éviter.',
      'I difetti più frequenti e come evitarli.',
      'The most common faults and how to avoid them.',
    ],
  ),
  topic(
    'regenerative-braking',
    'e-mobility',
    [
      'Effizient fahren mit Rekuperation',
      'Conduire efficacement grâce à la récupération',
      'Guidare in modo efficiente con il recupero di energia',
      'Driving efficiently with regenerative braking',
    ],
    [
      'Mehr Reichweite mit One-Pedal-Driving.',
      'Plus d’autonomie avec la conduite à une pédale.',
      'Più autonomia con la guida a un pedale.',
      'More range with one-pedal driving.',
    ],
  ),
  topic(
    'winter-camping',
    'lifestyle',
    ['Wintercamping mit dem SUV', 'Camping d’hiver en SUV', 'Campeggio invernale in SUV', 'Winter camping with an SUV'],
    [
      'Ausrüstung und Stellplätze in den Bergen.',
      'Équipement et emplacements en montagne.',
      'Attrezzatura e piazzole in montagna.',
      'Gear and pitches in the mountains.',
    ],
  ),
  topic(
    'smartphone-in-the-car',
    'technology',
    ['Das Smartphone im Auto', 'Le smartphone en voiture', 'Lo smartphone in auto', 'Your smartphone in the car'],
    [
      'Apple CarPlay, Android Auto und digitale Schlüssel.',
      'Apple CarPlay, Android Auto et clés numériques.',
      'Apple CarPlay, Android Auto e chiavi digitali.',
      'Apple CarPlay, Android Auto and digital keys.',
    ],
  ),
];

/** An article's description (rich text) per category: the subheadline says what the article is about. */
export const MAGAZINE_CATEGORY_CLOSINGS: Record<string, Labels> = {
  'e-mobility': labels(
    'Unsere Fachleute im Showroom beraten Sie gerne persönlich zu Modellen, Ladelösungen und Leasing. Vereinbaren Sie eine Probefahrt und erleben Sie den elektrischen Antrieb im Alltag.',
    'Nos spécialistes vous conseillent volontiers en showroom sur les modèles, les solutions de recharge et le leasing. Réservez un essai et découvrez la propulsion électrique au quotidien.',
    'I nostri specialisti in showroom vi consigliano volentieri su modelli, soluzioni di ricarica e leasing. Prenotate un giro di prova e scoprite la trazione elettrica nella vita di tutti i giorni.',
    'Our specialists in the showroom will gladly advise you on models, charging solutions and leasing. Book a test drive and experience electric driving in everyday life.',
  ),
  advice: labels(
    'Haben Sie Fragen zu Ihrem Fahrzeug? Ihr Partner in der Nähe nimmt sich Zeit für Sie – vom Service bis zur Finanzierung.',
    'Vous avez des questions sur votre véhicule ? Votre partenaire près de chez vous prend le temps de vous répondre, de l’entretien au financement.',
    'Avete domande sul vostro veicolo? Il vostro partner nelle vicinanze si prende il tempo per voi, dal servizio al finanziamento.',
    'Questions about your car? Your local partner takes the time to help, from servicing to financing.',
  ),
  lifestyle: labels(
    'Gute Fahrt! Teilen Sie Ihre Lieblingsroute mit uns – die schönsten Ideen stellen wir in einer nächsten Ausgabe vor.',
    'Bonne route ! Partagez avec nous votre itinéraire préféré : nous présenterons les plus belles idées dans un prochain numéro.',
    'Buon viaggio! Condividete con noi il vostro percorso preferito: presenteremo le idee più belle in un prossimo numero.',
    'Enjoy the drive! Share your favourite route with us – we will feature the best ideas in a future issue.',
  ),
  technology: labels(
    'Welche Systeme in Ihrem Wunschmodell verbaut sind, zeigt Ihnen der Konfigurator – oder fragen Sie bei einer Probefahrt direkt nach.',
    'Le configurateur vous montre quels systèmes équipent le modèle de vos rêves – ou demandez-le directement lors d’un essai.',
    'Il configuratore vi mostra quali sistemi equipaggiano il modello dei vostri sogni, oppure chiedete direttamente durante un giro di prova.',
    'The configurator shows which systems your chosen model has – or simply ask during a test drive.',
  ),
};
