/** A Swiss locality with its main postcode and centre, for the location filter without a maps service. */
export interface SwissPlace {
  zip: string;
  name: string;
  lat: number;
  lon: number;
}

// prettier-ignore
const DATA: [string, string, number, number][] = [
  ['8001', 'Zürich', 47.3717, 8.5423], ['8400', 'Winterthur', 47.4988, 8.7237], ['8610', 'Uster', 47.3471, 8.7209], ['8600', 'Dübendorf', 47.3972, 8.6186],
  ['8953', 'Dietikon', 47.4017, 8.4001], ['8620', 'Wetzikon', 47.3266, 8.7977], ['8820', 'Wädenswil', 47.2303, 8.6716], ['8810', 'Horgen', 47.2596, 8.5978],
  ['8180', 'Bülach', 47.522, 8.5405], ['8302', 'Kloten', 47.4515, 8.5849], ['8152', 'Opfikon', 47.4317, 8.5668], ['8800', 'Thalwil', 47.2953, 8.5636],
  ['8706', 'Meilen', 47.2694, 8.6436], ['8700', 'Küsnacht', 47.3185, 8.5832], ['8134', 'Adliswil', 47.31, 8.5247], ['8105', 'Regensdorf', 47.434, 8.4688],
  ['8952', 'Schlieren', 47.3967, 8.4473], ['8910', 'Affoltern am Albis', 47.2773, 8.4499], ['3011', 'Bern', 46.948, 7.4474], ['2502', 'Biel/Bienne', 47.1368, 7.2468],
  ['3600', 'Thun', 46.758, 7.628], ['3098', 'Köniz', 46.9242, 7.4146], ['3400', 'Burgdorf', 47.059, 7.6277], ['4900', 'Langenthal', 47.2153, 7.796],
  ['3800', 'Interlaken', 46.6863, 7.8632], ['3700', 'Spiez', 46.688, 7.6796], ['3250', 'Lyss', 47.0745, 7.3065], ['3110', 'Münsingen', 46.873, 7.561],
  ['3612', 'Steffisburg', 46.7784, 7.6325], ['3072', 'Ostermundigen', 46.9563, 7.4875], ['6003', 'Luzern', 47.0502, 8.3093], ['6020', 'Emmenbrücke', 47.078, 8.287],
  ['6010', 'Kriens', 47.034, 8.279], ['6048', 'Horw', 47.0167, 8.3098], ['6210', 'Sursee', 47.1711, 8.111], ['6300', 'Zug', 47.1662, 8.5155],
  ['6340', 'Baar', 47.1963, 8.5295], ['6330', 'Cham', 47.1821, 8.4636], ['6430', 'Schwyz', 47.0207, 8.653], ['6460', 'Altdorf', 46.8804, 8.6444],
  ['6370', 'Stans', 46.9581, 8.3659], ['6060', 'Sarnen', 46.896, 8.246], ['4051', 'Basel', 47.5596, 7.5886], ['4125', 'Riehen', 47.5788, 7.6468],
  ['4123', 'Allschwil', 47.5507, 7.5362], ['4132', 'Muttenz', 47.5227, 7.6452], ['4133', 'Pratteln', 47.521, 7.693], ['4410', 'Liestal', 47.4843, 7.7347],
  ['4153', 'Reinach', 47.4936, 7.591], ['5000', 'Aarau', 47.3925, 8.0444], ['5400', 'Baden', 47.4733, 8.3059], ['5430', 'Wettingen', 47.466, 8.3167],
  ['5200', 'Brugg', 47.4809, 8.2083], ['5610', 'Wohlen', 47.351, 8.278], ['5600', 'Lenzburg', 47.3885, 8.1805], ['4800', 'Zofingen', 47.2877, 7.9459],
  ['4310', 'Rheinfelden', 47.5546, 7.7943], ['4500', 'Solothurn', 47.2088, 7.5323], ['4600', 'Olten', 47.35, 7.9033], ['2540', 'Grenchen', 47.1907, 7.3959],
  ['9000', 'St. Gallen', 47.4245, 9.3767], ['8640', 'Rapperswil-Jona', 47.2266, 8.8184], ['9500', 'Wil', 47.4615, 9.0455], ['9200', 'Gossau', 47.4155, 9.2548],
  ['9470', 'Buchs', 47.1667, 9.4667], ['9400', 'Rorschach', 47.4781, 9.4906], ['8500', 'Frauenfeld', 47.5536, 8.8988], ['8280', 'Kreuzlingen', 47.6507, 9.175],
  ['9320', 'Arbon', 47.5167, 9.4333], ['8570', 'Weinfelden', 47.5667, 9.1], ['8580', 'Amriswil', 47.5469, 9.2964], ['8200', 'Schaffhausen', 47.696, 8.634],
  ['9100', 'Herisau', 47.3861, 9.2792], ['9050', 'Appenzell', 47.331, 9.409], ['8750', 'Glarus', 47.0404, 9.068], ['7000', 'Chur', 46.8508, 9.532],
  ['7270', 'Davos', 46.8027, 9.836], ['7500', 'St. Moritz', 46.4908, 9.8355], ['7302', 'Landquart', 46.967, 9.554], ['7130', 'Ilanz', 46.774, 9.205],
  ['6900', 'Lugano', 46.0037, 8.9511], ['6500', 'Bellinzona', 46.1955, 9.0234], ['6600', 'Locarno', 46.1704, 8.7995], ['6850', 'Mendrisio', 45.8703, 8.9816],
  ['6830', 'Chiasso', 45.8356, 9.0298], ['6710', 'Biasca', 46.3597, 8.9696], ['1201', 'Genève', 46.2044, 6.1432], ['1227', 'Carouge', 46.181, 6.139],
  ['1214', 'Vernier', 46.217, 6.085], ['1212', 'Lancy', 46.189, 6.114], ['1217', 'Meyrin', 46.234, 6.08], ['1260', 'Nyon', 46.3833, 6.2396],
  ['1003', 'Lausanne', 46.5197, 6.6323], ['1020', 'Renens', 46.5399, 6.5881], ['1110', 'Morges', 46.5113, 6.4985], ['1800', 'Vevey', 46.4628, 6.8419],
  ['1820', 'Montreux', 46.4312, 6.9107], ['1400', 'Yverdon-les-Bains', 46.7785, 6.6412], ['1196', 'Gland', 46.4208, 6.27], ['1860', 'Aigle', 46.3181, 6.9706],
  ['1530', 'Payerne', 46.822, 6.937], ['1700', 'Fribourg', 46.8065, 7.162], ['1630', 'Bulle', 46.6194, 7.0566], ['3280', 'Murten', 46.928, 7.117],
  ['3186', 'Düdingen', 46.8493, 7.1884], ['2000', 'Neuchâtel', 46.99, 6.9293], ['2300', 'La Chaux-de-Fonds', 47.1035, 6.8328], ['2400', 'Le Locle', 47.0567, 6.7486],
  ['2800', 'Delémont', 47.365, 7.3445], ['2900', 'Porrentruy', 47.4158, 7.0755], ['1950', 'Sion', 46.2331, 7.3606], ['3960', 'Sierre', 46.292, 7.5356],
  ['1920', 'Martigny', 46.1028, 7.0726], ['1870', 'Monthey', 46.2546, 6.9545], ['3930', 'Visp', 46.2934, 7.8815], ['3900', 'Brig', 46.3159, 7.9877],
  ['3920', 'Zermatt', 46.0207, 7.7491], ['8840', 'Einsiedeln', 47.1286, 8.7466], ['8808', 'Pfäffikon', 47.201, 8.7782], ['8853', 'Lachen', 47.1921, 8.854],
];

export const SWISS_PLACES: readonly SwissPlace[] = DATA.map(([zip, name, lat, lon]) => ({ zip, name, lat, lon }));

/** Lower case without accents and punctuation: "Zürich" ~ "zurich", "St. Gallen" ~ "st gallen". */
export function normalizePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Places for a postcode or town typed by the visitor: postcodes by prefix; an unknown 4-digit
 * postcode falls back to the towns of its postal area (same first two digits), labelled with it.
 */
export function searchSwissPlaces(query: string, limit = 8): SwissPlace[] {
  const text = query.trim();
  if (!text) return [];
  const digits = /^\d{1,4}$/.test(text) ? text : null;
  if (digits) {
    const byPrefix = SWISS_PLACES.filter((place) => place.zip.startsWith(digits));
    if (byPrefix.length || digits.length < 4) return byPrefix.slice(0, limit);
    return SWISS_PLACES.filter((place) => place.zip.slice(0, 2) === digits.slice(0, 2))
      .slice(0, 1)
      .map((place) => ({ ...place, zip: digits }));
  }
  const wanted = normalizePlace(text);
  if (wanted.length < 2) return [];
  const starts = SWISS_PLACES.filter((place) => normalizePlace(place.name).startsWith(wanted));
  const contains = SWISS_PLACES.filter((place) => !starts.includes(place) && normalizePlace(place.name).includes(wanted));
  return [...starts, ...contains].slice(0, limit);
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The town nearest to a point (to name a location that came from a shared URL). */
export function nearestSwissPlace(point: { lat: number; lon: number }): SwissPlace {
  return SWISS_PLACES.reduce((best, place) => (distanceKm(point, place) < distanceKm(point, best) ? place : best));
}
