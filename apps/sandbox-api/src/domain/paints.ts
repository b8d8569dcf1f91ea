export type PaintFinish = 'solid' | 'metallic' | 'pearl';

export interface Paint {
  /** unique per make; WHT and BLK exist for every make, so links and saved configurations of every make stay valid */
  code: string;
  /** manufacturers keep paint names untranslated in every language */
  name: string;
  finish: PaintFinish;
  hex: string;
  /** the colour family of the vehicle market's colour filter (vocabulary COLORS) */
  family: string;
}

const p = (code: string, name: string, finish: PaintFinish, hex: string, family: string): Paint => ({ code, name, finish, hex, family });

/** Paint palettes per make (brand makes only), the first one is the free standard colour. */
export const PAINTS: Readonly<Record<string, readonly Paint[]>> = {
  kia: [
    p('WHT', 'Clear White', 'solid', '#f4f5f2', 'white'),
    p('SWP', 'Snow White Pearl', 'pearl', '#ebe9e3', 'white'),
    p('SLV', 'Lunar Silver', 'metallic', '#b8bcc0', 'silver'),
    p('GRY', 'Steel Grey', 'metallic', '#6d7277', 'grey'),
    p('GRV', 'Gravity Grey', 'metallic', '#4a4e52', 'grey'),
    p('BLK', 'Aurora Black Pearl', 'pearl', '#16181b', 'black'),
    p('RED', 'Runway Red', 'metallic', '#a3161f', 'red'),
    p('BLU', 'Yacht Blue', 'metallic', '#1c3557', 'blue'),
    p('GRN', 'Experience Green', 'metallic', '#3e4d3a', 'green'),
    p('ORG', 'Fusion Orange', 'metallic', '#d2602a', 'orange'),
  ],
  toyota: [
    p('WHT', 'Pure White', 'solid', '#f2f2ef', 'white'),
    p('PWP', 'Platinum White Pearl', 'pearl', '#ecebe5', 'white'),
    p('SLV', 'Silver Metallic', 'metallic', '#b5b8bc', 'silver'),
    p('GRY', 'Dark Steel Grey', 'metallic', '#55595e', 'grey'),
    p('BLK', 'Attitude Black Mica', 'pearl', '#151618', 'black'),
    p('RED', 'Emotional Red', 'pearl', '#9c0f1a', 'red'),
    p('BLU', 'Deep Blue', 'metallic', '#1d2f52', 'blue'),
    p('JBL', 'Juniper Blue', 'metallic', '#2c4a5a', 'blue'),
    p('BRZ', 'Bronze', 'metallic', '#8a6a48', 'brown'),
    p('GRN', 'Urban Khaki', 'solid', '#6f7360', 'green'),
  ],
  opel: [
    p('WHT', 'Jade Weiss', 'solid', '#f0f0ec', 'white'),
    p('AWP', 'Arktik Weiss', 'pearl', '#efede6', 'white'),
    p('SLV', 'Kristall Silber', 'metallic', '#b3b6b9', 'silver'),
    p('GRY', 'Mondstein Grau', 'metallic', '#6b6e70', 'grey'),
    p('BLK', 'Diamant Schwarz', 'metallic', '#121315', 'black'),
    p('RED', 'Karmesin Rot', 'solid', '#a5121b', 'red'),
    p('BLU', 'Vertigo Blau', 'metallic', '#26395f', 'blue'),
    p('YEL', 'Kult Gelb', 'solid', '#e6c100', 'yellow'),
    p('GRN', 'Talisman Grün', 'metallic', '#3d4d43', 'green'),
  ],
  citroen: [
    p('WHT', 'Blanc Banquise', 'solid', '#f1f1ee', 'white'),
    p('PWH', 'Blanc Nacré', 'pearl', '#eeece5', 'white'),
    p('SLV', 'Gris Platinium', 'metallic', '#9ea2a6', 'silver'),
    p('GRY', 'Gris Acier', 'metallic', '#5f6367', 'grey'),
    p('BLK', 'Noir Perla Nera', 'metallic', '#151517', 'black'),
    p('RED', 'Rouge Elixir', 'metallic', '#8c1420', 'red'),
    p('BLU', 'Bleu Eclipse', 'metallic', '#1f2e4a', 'blue'),
    p('BCV', 'Bleu Calvi', 'pearl', '#2f5f8f', 'blue'),
    p('GRN', 'Vert Kaki', 'solid', '#6b6c58', 'green'),
  ],
  lexus: [
    p('WHT', 'Cool White', 'solid', '#f0f1ee', 'white'),
    p('SWP', 'Sonic White', 'pearl', '#ebe9e2', 'white'),
    p('SLV', 'Sonic Titanium', 'metallic', '#a9abad', 'silver'),
    p('GRY', 'Sonic Grey', 'metallic', '#7c7f82', 'grey'),
    p('BLK', 'Graphite Black', 'metallic', '#1c1d20', 'black'),
    p('RED', 'Radiant Red', 'pearl', '#7d0f18', 'red'),
    p('BLU', 'Deep Blue Mica', 'pearl', '#1b2a4a', 'blue'),
    p('GRN', 'Terrane Khaki', 'metallic', '#6d6b57', 'green'),
    p('COP', 'Sonic Copper', 'metallic', '#8a5a3c', 'brown'),
  ],
  'land-rover': [
    p('WHT', 'Fuji White', 'solid', '#f1f1ee', 'white'),
    p('OWP', 'Ostuni Pearl White', 'pearl', '#ece8df', 'white'),
    p('SLV', 'Hakuba Silver', 'metallic', '#b5b7b8', 'silver'),
    p('GRY', 'Eiger Grey', 'metallic', '#5b5e60', 'grey'),
    p('CGR', 'Carpathian Grey', 'pearl', '#43474a', 'grey'),
    p('BLK', 'Santorini Black', 'metallic', '#121315', 'black'),
    p('RED', 'Firenze Red', 'metallic', '#8f1a22', 'red'),
    p('BLU', 'Byron Blue', 'metallic', '#1f3a5c', 'blue'),
    p('GRN', 'Pangea Green', 'metallic', '#3b4a3c', 'green'),
    p('BEG', 'Gondwana Stone', 'metallic', '#9c917d', 'beige'),
  ],
  jaguar: [
    p('WHT', 'Fuji White', 'solid', '#f1f1ee', 'white'),
    p('OWP', 'Ostuni Pearl White', 'pearl', '#ece8df', 'white'),
    p('SLV', 'Hakuba Silver', 'metallic', '#b5b7b8', 'silver'),
    p('GRY', 'Eiger Grey', 'metallic', '#5b5e60', 'grey'),
    p('BLK', 'Santorini Black', 'metallic', '#121315', 'black'),
    p('RED', 'Caldera Red', 'solid', '#b3131d', 'red'),
    p('FRD', 'Firenze Red', 'metallic', '#8f1a22', 'red'),
    p('BLU', 'Portofino Blue', 'metallic', '#1e3253', 'blue'),
    p('GRN', 'British Racing Green', 'metallic', '#1f3a2c', 'green'),
  ],
  zeekr: [
    p('WHT', 'Crystal White', 'solid', '#eff0ee', 'white'),
    p('PWH', 'Pearl White', 'pearl', '#ece9e1', 'white'),
    p('SLV', 'Polar Silver', 'metallic', '#b4b8bc', 'silver'),
    p('GRY', 'Mist Grey', 'metallic', '#6f7479', 'grey'),
    p('BLK', 'Midnight Black', 'metallic', '#131416', 'black'),
    p('BLU', 'Arctic Blue', 'metallic', '#3a6d8c', 'blue'),
    p('GRN', 'Aurora Green', 'metallic', '#3c5a4c', 'green'),
    p('ORG', 'Sunrise Orange', 'metallic', '#c9672e', 'orange'),
  ],
  suzuki: [
    p('WHT', 'Superior White', 'solid', '#f2f2ef', 'white'),
    p('PWP', 'Pure White Pearl', 'pearl', '#ecebe5', 'white'),
    p('SLV', 'Silky Silver', 'metallic', '#b6b9bc', 'silver'),
    p('GRY', 'Mineral Grey', 'metallic', '#60646a', 'grey'),
    p('BLK', 'Super Black Pearl', 'pearl', '#141517', 'black'),
    p('RED', 'Burning Red Pearl', 'pearl', '#a0131c', 'red'),
    p('BLU', 'Frontier Blue Pearl', 'pearl', '#1f4f88', 'blue'),
    p('YEL', 'Cool Yellow', 'metallic', '#d8c11c', 'yellow'),
    p('GRN', 'Jungle Green', 'solid', '#3a4a32', 'green'),
    p('ORG', 'Flame Orange', 'pearl', '#d1561f', 'orange'),
  ],
};

/** premium makes charge more for the same finish */
const PREMIUM = new Set(['lexus', 'land-rover', 'jaguar']);

/** The standard colour is free; solid 490, metallic 890 (premium 1,190), pearl 1,190 (premium 1,490). */
export function paintPrice(makeSlug: string, paint: Paint, isStandard: boolean): number {
  if (isStandard) return 0;
  const premium = PREMIUM.has(makeSlug) ? 300 : 0;
  return paint.finish === 'solid' ? 490 : paint.finish === 'metallic' ? 890 + premium : 1190 + premium;
}

/** A model's paints: the make's palette less every fifth (from an offset per model), so models differ; 6–10 colours. */
export function paintsOfModel(makeSlug: string, modelId: number): readonly Paint[] {
  const palette = PAINTS[makeSlug] ?? [];
  return palette.filter((paint, i) => i === 0 || paint.code === 'BLK' || (i + modelId) % 5 !== 0);
}
