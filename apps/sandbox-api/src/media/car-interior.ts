import { escapeXml } from './svg-text';

export interface InteriorPicture {
  paint: string;
  equipment: ReadonlySet<string>;
  title: string;
  subtitle: string;
}

/**
 * The interior seen from the back seat: windscreen, dashboard with a trim strip in the paint colour, the steering
 * wheel, the centre screen and the front seats; leather, head-up display and panoramic roof change what is drawn.
 */
export function interiorSvg(picture: InteriorPicture): string {
  const has = (code: string) => picture.equipment.has(code);
  const seat = has('leather') ? '#8a5a3c' : '#3b3f45';
  const seatShade = has('leather') ? '#6e4630' : '#2d3035';
  const seatBack = (x: number) =>
    `<rect x="${x}" y="300" width="200" height="170" rx="46" fill="${seat}"/><rect x="${x + 55}" y="232" width="90" height="78" rx="26" fill="${seat}"/>` +
    `<rect x="${x + 30}" y="330" width="140" height="10" rx="5" fill="${seatShade}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(picture.title)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c6e3"/><stop offset="1" stop-color="#e4eef6"/></linearGradient></defs>
<rect width="800" height="450" fill="#2a2d33"/>
${has('panorama_roof') ? '<rect x="120" y="0" width="560" height="40" fill="#7f9fbf"/>' : ''}
<path d="M110 60 L690 60 L760 215 L40 215 Z" fill="url(#sky)"/>
<path d="M40 215 L120 200 L680 200 L760 215 Z" fill="#8fa58a"/>
${has('head_up') ? '<rect x="225" y="170" width="90" height="26" rx="4" fill="#7dffb0" opacity="0.45"/>' : ''}
<path d="M0 230 Q400 190 800 230 L800 330 L0 330 Z" fill="#1c1f24"/>
<path d="M0 262 Q400 226 800 262 L800 276 Q400 240 0 276 Z" fill="${picture.paint}"/>
<rect x="345" y="238" width="110" height="66" rx="6" fill="#0d1117" stroke="#555b63" stroke-width="3"/>
<rect x="355" y="248" width="90" height="46" fill="${has('navigation') ? '#3f7fb0' : '#27313d'}"/>
<rect x="195" y="232" width="130" height="40" rx="10" fill="#0d1117"/>
<circle cx="260" cy="290" r="78" fill="none" stroke="#111316" stroke-width="18"/>
<path d="M186 296 L334 296 M260 296 L260 366" stroke="#111316" stroke-width="16"/>
<circle cx="260" cy="296" r="22" fill="#24272c"/>
${seatBack(130)}${seatBack(470)}
<text x="400" y="34" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(picture.title)}</text>
<text x="400" y="440" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" fill="#c9ced6">${escapeXml(picture.subtitle)}</text>
</svg>`;
}
