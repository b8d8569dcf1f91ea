export type LanguageRegion = 'de' | 'fr' | 'it' | 'bilingual';

export interface SwissCity {
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  /** area code without the leading 0, e.g. "44" for Zürich */
  areaCode: string;
  region: LanguageRegion;
  streets: readonly string[];
}

const c = (
  city: string,
  zip: string,
  latitude: number,
  longitude: number,
  areaCode: string,
  region: LanguageRegion,
  ...streets: string[]
): SwissCity => ({ city, zip, latitude, longitude, areaCode, region, streets });

/** Real Swiss towns with their postcodes, approximate coordinates, area codes and arterial roads. */
export const SWISS_CITIES: readonly SwissCity[] = [
  c('Zürich', '8005', 47.3889, 8.5167, '44', 'de', 'Hardturmstrasse', 'Pfingstweidstrasse', 'Förrlibuckstrasse'),
  c('Zürich', '8050', 47.4111, 8.5442, '44', 'de', 'Thurgauerstrasse', 'Binzmühlestrasse', 'Wallisellenstrasse'),
  c('Winterthur', '8400', 47.4988, 8.7237, '52', 'de', 'Zürcherstrasse', 'Frauenfelderstrasse', 'Tösstalstrasse'),
  c('Basel', '4053', 47.5409, 7.5959, '61', 'de', 'St. Jakobs-Strasse', 'Hochbergerstrasse', 'Gundeldingerstrasse'),
  c('Bern', '3027', 46.9446, 7.3836, '31', 'de', 'Freiburgstrasse', 'Murtenstrasse', 'Bethlehemstrasse'),
  c('Ostermundigen', '3072', 46.9563, 7.4872, '31', 'de', 'Bernstrasse', 'Bantigerstrasse'),
  c('Biel/Bienne', '2504', 47.1473, 7.2687, '32', 'bilingual', 'Bözingenstrasse', 'Solothurnstrasse'),
  c('Luzern', '6005', 47.04, 8.308, '41', 'de', 'Horwerstrasse', 'Obergrundstrasse', 'Langensandstrasse'),
  c('St. Gallen', '9014', 47.4138, 9.3391, '71', 'de', 'Zürcherstrasse', 'Fürstenlandstrasse', 'Lerchenfeldstrasse'),
  c('Chur', '7000', 46.8508, 9.532, '81', 'de', 'Kasernenstrasse', 'Rossbodenstrasse', 'Ringstrasse'),
  c('Schaffhausen', '8200', 47.6973, 8.6349, '52', 'de', 'Mühlentalstrasse', 'Schweizersbildstrasse'),
  c('Aarau', '5000', 47.3925, 8.0442, '62', 'de', 'Buchserstrasse', 'Industriestrasse'),
  c('Baden', '5400', 47.4733, 8.3059, '56', 'de', 'Mellingerstrasse', 'Bruggerstrasse'),
  c('Zug', '6300', 47.1662, 8.5155, '41', 'de', 'Baarerstrasse', 'Chamerstrasse'),
  c('Thun', '3600', 46.758, 7.628, '33', 'de', 'Gwattstrasse', 'Allmendstrasse', 'Bernstrasse'),
  c('Solothurn', '4500', 47.2088, 7.5323, '32', 'de', 'Zuchwilerstrasse', 'Bielstrasse'),
  c('Olten', '4600', 47.352, 7.9078, '62', 'de', 'Aarburgerstrasse', 'Industriestrasse'),
  c('Frauenfeld', '8500', 47.5536, 8.8987, '52', 'de', 'Zürcherstrasse', 'Schaffhauserstrasse'),
  c('Wil SG', '9500', 47.4615, 9.0455, '71', 'de', 'Toggenburgerstrasse', 'Konstanzerstrasse'),
  c('Rapperswil-Jona', '8645', 47.2267, 8.8184, '55', 'de', 'St. Gallerstrasse', 'Buechstrasse'),
  c('Uster', '8610', 47.3471, 8.7209, '44', 'de', 'Winterthurerstrasse', 'Brunnenstrasse'),
  c('Dietikon', '8953', 47.4017, 8.4001, '44', 'de', 'Zürcherstrasse', 'Überlandstrasse'),
  c('Kloten', '8302', 47.4515, 8.5849, '44', 'de', 'Schaffhauserstrasse', 'Industriestrasse'),
  c('Wetzikon ZH', '8620', 47.3264, 8.7977, '44', 'de', 'Zürcherstrasse', 'Bahnhofstrasse'),
  c('Sursee', '6210', 47.1714, 8.111, '41', 'de', 'Ringstrasse', 'Allmendstrasse'),
  c('Emmenbrücke', '6020', 47.0827, 8.2994, '41', 'de', 'Gerliswilstrasse', 'Seetalstrasse'),
  c('Schwyz', '6430', 47.0207, 8.653, '41', 'de', 'Gotthardstrasse', 'Bahnhofstrasse'),
  c('Burgdorf', '3400', 47.0591, 7.6277, '34', 'de', 'Kirchbergstrasse', 'Lyssachstrasse'),
  c('Langenthal', '4900', 47.2153, 7.796, '62', 'de', 'Bützbergstrasse', 'Aarwangenstrasse'),
  c('Pratteln', '4133', 47.5209, 7.693, '61', 'de', 'Hauptstrasse', 'Rheinstrasse'),
  c('Kreuzlingen', '8280', 47.6458, 9.175, '71', 'de', 'Hauptstrasse', 'Konstanzerstrasse'),
  c('Buchs SG', '9470', 47.1679, 9.478, '81', 'de', 'St. Gallerstrasse', 'Churerstrasse'),
  c('Visp', '3930', 46.294, 7.8815, '27', 'de', 'Kantonsstrasse', 'Überbielstrasse'),
  c('Sion', '1950', 46.2331, 7.3606, '27', 'fr', 'Route de Riddes', 'Avenue de Tourbillon', 'Rue de la Dixence'),
  c('Sierre', '3960', 46.292, 7.5356, '27', 'fr', 'Route de Sion', 'Avenue de France'),
  c('Martigny', '1920', 46.099, 7.073, '27', 'fr', 'Route du Simplon', 'Rue du Levant'),
  c('Monthey', '1870', 46.2543, 6.9543, '24', 'fr', "Avenue de l'Industrie", 'Route de Collombey'),
  c('Lausanne', '1004', 46.524, 6.61, '21', 'fr', 'Avenue de Morges', 'Rue de Genève', 'Avenue de Provence'),
  c('Crissier', '1023', 46.5478, 6.5747, '21', 'fr', 'Chemin de Mongevon', 'Route de Cossonay'),
  c('Morges', '1110', 46.5113, 6.4985, '21', 'fr', 'Avenue de Marcelin', 'Rue de Lausanne'),
  c('Yverdon-les-Bains', '1400', 46.7785, 6.641, '24', 'fr', 'Avenue de Grandson', 'Rue des Uttins'),
  c('Vevey', '1800', 46.4628, 6.8419, '21', 'fr', 'Avenue Général-Guisan', 'Rue du Simplon'),
  c('Montreux', '1820', 46.4312, 6.9107, '21', 'fr', 'Avenue des Alpes', 'Rue de la Gare'),
  c('Nyon', '1260', 46.3832, 6.2396, '22', 'fr', 'Route de Divonne', 'Route de Signy'),
  c('Genève', '1217', 46.2218, 6.0746, '22', 'fr', 'Route de Meyrin', 'Rue de Lyon', 'Route des Jeunes'),
  c('Carouge', '1227', 46.184, 6.14, '22', 'fr', 'Route de Saint-Julien', 'Rue de la Gabelle'),
  c('Fribourg', '1700', 46.8065, 7.162, '26', 'bilingual', 'Route de la Glâne', 'Route des Arsenaux'),
  c('Bulle', '1630', 46.6193, 7.0577, '26', 'fr', 'Rue de Vevey', 'Route de Riaz'),
  c('Neuchâtel', '2000', 46.99, 6.9293, '32', 'fr', 'Rue des Parcs', 'Pierre-à-Mazel'),
  c('La Chaux-de-Fonds', '2300', 47.0999, 6.8259, '32', 'fr', 'Boulevard des Eplatures', 'Rue Fritz-Courvoisier'),
  c('Delémont', '2800', 47.3649, 7.3445, '32', 'fr', 'Route de Bâle', 'Rue de la Jeunesse'),
  c('Lugano', '6900', 46.0037, 8.9511, '91', 'it', 'Via Cantonale', 'Via Sonvico', 'Via Ciseri'),
  c('Bellinzona', '6500', 46.1946, 9.0244, '91', 'it', 'Viale Stazione', 'Via San Gottardo'),
  c('Locarno', '6600', 46.1709, 8.7995, '91', 'it', 'Via Luini', 'Via della Morettina'),
  c('Mendrisio', '6850', 45.87, 8.9818, '91', 'it', 'Via Stefano Franscini', 'Via Industria'),
  c('Chiasso', '6830', 45.832, 9.0311, '91', 'it', 'Corso San Gottardo', 'Via Motta'),
  c('Biasca', '6710', 46.359, 8.969, '91', 'it', 'Via Bellinzona', 'Via Lucomagno'),
];
