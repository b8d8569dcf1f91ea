import { option, type Option } from './labels';

/** Codes stored in the database; the labels are what the API shows in the requested locale. */
export const CONDITIONS: readonly Option[] = [
  option('new', 'Neu', 'Neuf', 'Nuovo', 'New', 'Novo'),
  option('used', 'Occasion', 'Occasion', 'Occasione', 'Used', 'Rabljeno'),
  option('demo', 'Vorführwagen', 'Véhicule de démonstration', 'Veicolo dimostrativo', 'Demonstration vehicle', 'Predstavitveno vozilo'),
];

export const FUELS: readonly Option[] = [
  option('petrol', 'Benzin', 'Essence', 'Benzina', 'Petrol', 'Bencin'),
  option('diesel', 'Diesel', 'Diesel', 'Diesel', 'Diesel', 'Dizel'),
  option('mild_hybrid', 'Mild-Hybrid', 'Hybride léger', 'Mild hybrid', 'Mild hybrid', 'Blagi hibrid'),
  option('hybrid', 'Vollhybrid', 'Hybride', 'Ibrido', 'Hybrid', 'Hibrid'),
  option('plugin_hybrid', 'Plug-in-Hybrid', 'Hybride rechargeable', 'Ibrido plug-in', 'Plug-in hybrid', 'Priključni hibrid'),
  option('electric', 'Elektro', 'Électrique', 'Elettrico', 'Electric', 'Električni'),
];

export const BODIES: readonly Option[] = [
  option('small', 'Kleinwagen', 'Petite voiture', 'Utilitaria', 'Small car', 'Mali avto'),
  option('hatchback', 'Kompaktwagen', 'Compacte', 'Compatta', 'Hatchback', 'Kompakt'),
  option('sedan', 'Limousine', 'Berline', 'Berlina', 'Sedan', 'Limuzina'),
  option('wagon', 'Kombi', 'Break', 'Station wagon', 'Estate', 'Karavan'),
  option('suv', 'SUV / Geländewagen', 'SUV / Tout-terrain', 'SUV / Fuoristrada', 'SUV', 'SUV'),
  option('coupe', 'Coupé', 'Coupé', 'Coupé', 'Coupé', 'Kupe'),
  option('cabrio', 'Cabriolet', 'Cabriolet', 'Cabriolet', 'Convertible', 'Kabriolet'),
  option('van', 'Van / Kleinbus', 'Monospace / Minibus', 'Monovolume / Minibus', 'Van', 'Kombibus'),
  option('pickup', 'Pick-up', 'Pick-up', 'Pick-up', 'Pick-up', 'Pick-up'),
];

export const COLORS: readonly (Option & { hex: string })[] = [
  { ...option('white', 'Weiss', 'Blanc', 'Bianco', 'White', 'Bela'), hex: '#f2f2f0' },
  { ...option('black', 'Schwarz', 'Noir', 'Nero', 'Black', 'Črna'), hex: '#141414' },
  { ...option('silver', 'Silber', 'Argent', 'Argento', 'Silver', 'Srebrna'), hex: '#b9bdc2' },
  { ...option('grey', 'Grau', 'Gris', 'Grigio', 'Grey', 'Siva'), hex: '#5f6368' },
  { ...option('blue', 'Blau', 'Bleu', 'Blu', 'Blue', 'Modra'), hex: '#1f4e9c' },
  { ...option('red', 'Rot', 'Rouge', 'Rosso', 'Red', 'Rdeča'), hex: '#b3121b' },
  { ...option('green', 'Grün', 'Vert', 'Verde', 'Green', 'Zelena'), hex: '#2e6b3f' },
  { ...option('brown', 'Braun', 'Brun', 'Marrone', 'Brown', 'Rjava'), hex: '#6b4a2f' },
  { ...option('beige', 'Beige', 'Beige', 'Beige', 'Beige', 'Bež'), hex: '#d8c8a8' },
  { ...option('orange', 'Orange', 'Orange', 'Arancione', 'Orange', 'Oranžna'), hex: '#e2711d' },
  { ...option('yellow', 'Gelb', 'Jaune', 'Giallo', 'Yellow', 'Rumena'), hex: '#e8c21a' },
];

export const TRANSMISSIONS: readonly Option[] = [
  option('manual', 'Schaltgetriebe', 'Boîte manuelle', 'Cambio manuale', 'Manual', 'Ročni'),
  option('automatic', 'Automat', 'Automatique', 'Automatico', 'Automatic', 'Samodejni'),
];

export const DRIVES: readonly Option[] = [
  option('fwd', 'Frontantrieb', 'Traction avant', 'Trazione anteriore', 'Front-wheel drive', 'Prednji pogon'),
  option('rwd', 'Heckantrieb', 'Propulsion', 'Trazione posteriore', 'Rear-wheel drive', 'Zadnji pogon'),
  option('awd', 'Allrad', 'Intégrale', 'Trazione integrale', 'All-wheel drive', 'Štirikolesni pogon'),
];

export const VEHICLE_TYPES: readonly Option[] = [
  option('car', 'Personenwagen', 'Voiture de tourisme', 'Autovettura', 'Passenger car', 'Osebni avto'),
  option('utility', 'Nutzfahrzeug', 'Véhicule utilitaire', 'Veicolo commerciale', 'Commercial vehicle', 'Gospodarsko vozilo'),
];

export const EFFICIENCY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Bit position = index; stored as an integer mask so "has all of" is one indexed-free AND. */
export const EQUIPMENT: readonly Option[] = [
  option('navigation', 'Navigationssystem', 'Système de navigation', 'Sistema di navigazione', 'Navigation system', 'Navigacija'),
  option('parking_camera', 'Rückfahrkamera', 'Caméra de recul', 'Telecamera posteriore', 'Reversing camera', 'Vzvratna kamera'),
  option('heated_seats', 'Sitzheizung', 'Sièges chauffants', 'Sedili riscaldati', 'Heated seats', 'Ogrevani sedeži'),
  option(
    'adaptive_cruise',
    'Abstandstempomat',
    'Régulateur adaptatif',
    'Cruise control adattivo',
    'Adaptive cruise control',
    'Prilagodljivi tempomat',
  ),
  option('led_headlights', 'LED-Scheinwerfer', 'Phares LED', 'Fari LED', 'LED headlights', 'LED žarometi'),
  option('keyless', 'Schlüsselloses Zugangssystem', 'Accès sans clé', 'Accesso senza chiave', 'Keyless entry', 'Brezključni dostop'),
  option(
    'smartphone',
    'Apple CarPlay / Android Auto',
    'Apple CarPlay / Android Auto',
    'Apple CarPlay / Android Auto',
    'Apple CarPlay / Android Auto',
  ),
  option('panorama_roof', 'Panoramadach', 'Toit panoramique', 'Tetto panoramico', 'Panoramic roof', 'Panoramska streha'),
  option('towbar', 'Anhängerkupplung', "Crochet d'attelage", 'Gancio di traino', 'Tow bar', 'Vlečna kljuka'),
  option('leather', 'Lederausstattung', 'Sellerie cuir', 'Interni in pelle', 'Leather upholstery', 'Usnjeno oblazinjenje'),
  option('head_up', 'Head-up-Display', 'Affichage tête haute', 'Head-up display', 'Head-up display'),
  option('heat_pump', 'Wärmepumpe', 'Pompe à chaleur', 'Pompa di calore', 'Heat pump', 'Toplotna črpalka'),
];

export const QUALITY_TAGS: readonly Option[] = [
  option('youngUsedProgramme', 'Junge Occasion', 'Occasion récente', 'Occasione recente', 'Young used car', 'Mlado rabljeno'),
  option('warranty', 'Werksgarantie', "Garantie d'usine", 'Garanzia di fabbrica', 'Manufacturer warranty', 'Tovarniška garancija'),
  option('accidentFree', 'Unfallfrei', 'Sans accident', 'Senza incidenti', 'Accident-free', 'Brez nesreč'),
  option('freshInspection', 'Ab MFK', 'Expertisée', 'Collaudata', 'Freshly inspected', 'Tehnično pregledano'),
];

export const BUYING_TAGS: readonly Option[] = [
  option('onlineBuy', 'Online kaufen', 'Acheter en ligne', 'Acquistare online', 'Buy online', 'Kupi na spletu'),
  option('leasing', 'Leasing', 'Leasing', 'Leasing', 'Leasing', 'Lizing'),
  option('subscription', 'Auto-Abo', 'Abonnement auto', 'Abbonamento auto', 'Car subscription', 'Naročnina'),
  option('reservation', 'Online reservieren', 'Réserver en ligne', 'Prenotare online', 'Reserve online', 'Rezerviraj'),
];

export const ACTION_TAGS: readonly Option[] = [
  option('topDeal', 'Top-Angebot', 'Offre top', 'Offerta top', 'Top deal', 'Top ponudba'),
  option('topVehicle', 'Top-Fahrzeug', 'Véhicule top', 'Veicolo top', 'Top vehicle', 'Top vozilo'),
  option('priceReduced', 'Preis reduziert', 'Prix réduit', 'Prezzo ridotto', 'Price reduced', 'Znižana cena'),
];

export function bitOf(options: readonly Option[], id: string): number {
  const index = options.findIndex((o) => o.id === id);
  return index < 0 ? 0 : 1 << index;
}

export function idsOfMask(options: readonly Option[], mask: number): string[] {
  return options.filter((_, index) => (mask & (1 << index)) !== 0).map((o) => o.id);
}
