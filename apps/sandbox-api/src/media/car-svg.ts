import { escapeXml } from './svg-text';

export interface CarPicture {
  colorHex: string;
  /** background tint, so gallery views differ */
  background?: string;
  body: string;
  title: string;
  subtitle: string;
}

/** Side silhouettes (800×450 canvas, wheels at y=330): roof line differs per body type. */
const SILHOUETTES: Record<string, string> = {
  small: 'M170 330 L170 270 Q180 235 240 228 L300 175 Q320 160 360 160 L500 160 Q535 162 560 200 L610 232 Q650 240 650 280 L650 330 Z',
  hatchback: 'M130 330 L130 270 Q140 238 210 230 L290 172 Q312 158 350 158 L530 160 Q565 164 590 205 L640 232 Q680 242 680 285 L680 330 Z',
  sedan:
    'M110 330 L110 275 Q120 245 200 236 L285 180 Q305 166 345 166 L480 166 Q515 168 545 200 L580 232 L660 240 Q700 248 700 290 L700 330 Z',
  wagon: 'M110 330 L110 272 Q120 240 200 232 L285 172 Q305 160 345 160 L640 160 Q665 165 675 205 L690 240 Q700 255 700 290 L700 330 Z',
  suv: 'M120 330 L120 255 Q128 222 200 215 L280 150 Q298 138 335 138 L610 140 Q640 145 655 190 L675 222 Q695 235 695 275 L695 330 Z',
  coupe: 'M110 330 L110 280 Q120 252 210 242 L320 185 Q345 175 385 175 L480 178 Q520 185 560 215 L640 238 Q700 250 700 292 L700 330 Z',
  cabrio: 'M110 330 L110 280 Q120 252 210 245 L330 230 L350 205 L365 230 L560 228 L640 240 Q700 252 700 292 L700 330 Z',
  van: 'M110 330 L110 240 Q112 205 160 190 L230 130 Q245 118 275 118 L660 118 Q690 120 692 150 L695 330 Z',
  pickup: 'M110 330 L110 250 Q118 220 190 212 L260 150 Q275 140 305 140 L430 140 Q450 142 455 165 L460 222 L700 222 L700 330 Z',
};

export function carSvg(picture: CarPicture): string {
  const silhouette = SILHOUETTES[picture.body] ?? SILHOUETTES['hatchback'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(picture.title)}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${picture.background ?? '#eef1f5'}"/><stop offset="1" stop-color="#d5dae1"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="800" height="450" fill="url(#sky)"/>
  <ellipse cx="405" cy="372" rx="330" ry="18" fill="#000" opacity="0.18"/>
  <path d="${silhouette}" fill="${picture.colorHex}" stroke="#222" stroke-width="3"/>
  <path d="${silhouette}" fill="url(#shine)"/>
  <path d="M290 180 L345 172 L345 228 L250 228 Z M365 170 L500 170 L545 228 L365 228 Z" fill="#2b3440" opacity="0.75"/>
  <g fill="#1b1b1b"><circle cx="230" cy="330" r="48"/><circle cx="590" cy="330" r="48"/></g>
  <g fill="#c9ccd1"><circle cx="230" cy="330" r="22"/><circle cx="590" cy="330" r="22"/></g>
  <text x="400" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#1d232b">${escapeXml(picture.title)}</text>
  <text x="400" y="98" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#4a5360">${escapeXml(picture.subtitle)}</text>
  <text class="detail" x="790" y="440" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="#7a8290">sandbox image</text>
</svg>`;
}

export function dealerSvg(name: string, city: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(name)}">
  <rect width="800" height="450" fill="#dfe6ee"/>
  <rect x="0" y="340" width="800" height="110" fill="#9aa3ad"/>
  <rect x="120" y="150" width="560" height="190" fill="#f7f8fa" stroke="#3b4450" stroke-width="3"/>
  <rect x="120" y="120" width="560" height="40" fill="#27313d"/>
  <g fill="#8fb3d9" stroke="#3b4450" stroke-width="2">
    <rect x="150" y="185" width="150" height="120"/><rect x="325" y="185" width="150" height="120"/><rect x="500" y="185" width="150" height="120"/>
  </g>
  <text x="400" y="148" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(name)}</text>
  <text x="400" y="400" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#1d232b">${escapeXml(city)}</text>
</svg>`;
}

/** A hue from a key, so each banner has its own stable colour. */
export function hueOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function bannerSvg(key: string, text: string): string {
  const hue = hueOf(key);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500" role="img" aria-label="${escapeXml(text)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,55%)"/></linearGradient></defs>
  <rect width="1200" height="500" fill="url(#g)"/>
  <circle cx="1040" cy="90" r="220" fill="#fff" opacity="0.08"/>
  <text x="80" y="270" font-family="Arial, Helvetica, sans-serif" font-size="54" font-weight="700" fill="#fff">${escapeXml(text.slice(0, 60))}</text>
</svg>`;
}
