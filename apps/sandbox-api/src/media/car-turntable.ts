import { carBody, type CarSpec } from './car-body';
import { camera, type Camera, type Vec } from './projection';
import { escapeXml } from './svg-text';

export interface TurntablePicture extends CarSpec {
  /** degrees: 0 = front, 90 = right side, 180 = rear */
  angle: number;
  finish: 'solid' | 'metallic' | 'pearl';
  title: string;
  subtitle: string;
}

const GLOSS = { solid: 0.12, metallic: 0.4, pearl: 0.55 } as const;
const circle = (x: number, y: number, z: number, r: number, steps = 14): Vec[] =>
  Array.from({ length: steps }, (_, i): Vec => [
    x + r * Math.cos((i / steps) * 2 * Math.PI),
    y,
    z + r * Math.sin((i / steps) * 2 * Math.PI),
  ]);

type Wheel = ReturnType<typeof carBody>['wheels'][number];

function wheelSvg(cam: Camera, wheel: Wheel, rim: string): string {
  const { x, outerY, innerY, radius } = wheel;
  const tyre = cam.hull([...circle(x, outerY, radius, radius), ...circle(x, innerY, radius, radius)], '#17181a');
  if (!cam.facesViewer([0, wheel.side, 0])) return tyre;
  return (
    tyre + cam.polygon(circle(x, outerY, radius, radius * 0.62), rim) + cam.polygon(circle(x, outerY, radius, radius * 0.18, 8), '#3a3d42')
  );
}

/**
 * One turntable frame: an orthographic view of a simple car body turned about the vertical axis, lit from a fixed
 * light, so the frames of a 360° view turn like a photo turntable. Drawing order instead of a depth buffer: wheels on
 * the far side, body, near wheels, far mirror, cabin (it sits on the body, seen from above nothing hides it), near mirror.
 */
export function turntableSvg(picture: TurntablePicture): string {
  const car = carBody(picture);
  const scale = 600 / Math.hypot(car.L, car.W);
  const cam = camera(picture.angle, scale, 400, 335, GLOSS[picture.finish]);
  const rim = picture.equipment.has('wheels_19') ? '#8d9197' : '#c9ccd1';
  const near = (part: { side: number }) => cam.facesViewer([0, part.side, 0]);
  const shadow = Array.from({ length: 24 }, (_, i): Vec => {
    const t = (i / 24) * 2 * Math.PI;
    return [0.56 * car.L * Math.cos(t), 0.62 * car.W * Math.sin(t), 0];
  });
  const towbarBehind = car.towbar && !cam.facesViewer([-1, 0, 0]);
  const parts = [
    cam.polygon(shadow, '#000', ' opacity="0.16"'),
    towbarBehind && car.towbar ? cam.solid(car.towbar) : '',
    ...car.wheels.filter((w) => !near(w)).map((w) => wheelSvg(cam, w, rim)),
    cam.solid(car.bodyFaces),
    !towbarBehind && car.towbar ? cam.solid(car.towbar) : '',
    ...car.wheels.filter(near).map((w) => wheelSvg(cam, w, rim)),
    ...car.mirrors.filter((m) => !near(m)).map((m) => cam.solid(m.faces)),
    cam.solid(car.cabinFaces),
    ...car.mirrors.filter(near).map((m) => cam.solid(m.faces)),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(`${picture.title}, ${picture.angle}°`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f3f6"/><stop offset="0.72" stop-color="#dfe3e8"/><stop offset="1" stop-color="#cfd4da"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#bg)"/>
${parts.join('')}
<text x="400" y="40" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#1d232b">${escapeXml(picture.title)}</text>
<text x="400" y="68" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#4a5360">${escapeXml(picture.subtitle)}</text>
<text class="detail" x="790" y="440" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="#7a8290">sandbox image</text>
</svg>`;
}
