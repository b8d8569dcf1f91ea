import { quadPart, type Face, type Vec } from './projection';

/** Proportions per body type: x as a share of the length from the centre (front +), z as a share of the height. */
interface Proportions {
  belt: number;
  hoodFront: number;
  cabinBottom: [rear: number, front: number];
  cabinTop: [rear: number, front: number];
  /** height relative to the model's height (a van is taller than its category says) */
  heightFactor: number;
}

const PROPORTIONS: Record<string, Proportions> = {
  small: { belt: 0.56, hoodFront: 0.48, cabinBottom: [-0.46, 0.2], cabinTop: [-0.4, -0.02], heightFactor: 1 },
  hatchback: { belt: 0.55, hoodFront: 0.46, cabinBottom: [-0.45, 0.16], cabinTop: [-0.38, -0.04], heightFactor: 1 },
  sedan: { belt: 0.55, hoodFront: 0.46, cabinBottom: [-0.28, 0.16], cabinTop: [-0.16, -0.03], heightFactor: 0.97 },
  wagon: { belt: 0.55, hoodFront: 0.46, cabinBottom: [-0.47, 0.16], cabinTop: [-0.45, -0.03], heightFactor: 1 },
  suv: { belt: 0.58, hoodFront: 0.52, cabinBottom: [-0.46, 0.19], cabinTop: [-0.42, -0.01], heightFactor: 1 },
  coupe: { belt: 0.56, hoodFront: 0.44, cabinBottom: [-0.22, 0.12], cabinTop: [-0.12, -0.05], heightFactor: 0.88 },
  cabrio: { belt: 0.6, hoodFront: 0.46, cabinBottom: [-0.18, 0.12], cabinTop: [-0.12, 0], heightFactor: 0.86 },
  van: { belt: 0.5, hoodFront: 0.42, cabinBottom: [-0.49, 0.32], cabinTop: [-0.49, 0.22], heightFactor: 1.28 },
  pickup: { belt: 0.55, hoodFront: 0.5, cabinBottom: [-0.08, 0.2], cabinTop: [-0.05, 0.08], heightFactor: 1.2 },
};

export interface CarSpec {
  body: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  paint: string;
  /** equipment codes that show: panorama_roof, towbar, wheels_19, led_headlights, tinted_glass */
  equipment: ReadonlySet<string>;
}

const GLASS = '#1f2833';
const DARK_GLASS = '#0e1217';

/** The body (a convex profile extruded across the width), the cabin (a frustum) and the four wheels of a car. */
export function carBody(spec: CarSpec) {
  const shape = PROPORTIONS[spec.body] ?? PROPORTIONS['hatchback'];
  const [L, W, H] = [spec.lengthMm, spec.widthMm, spec.heightMm * shape.heightFactor];
  const clearance = H * (spec.body === 'suv' || spec.body === 'pickup' ? 0.2 : 0.17);
  const belt = shape.belt * H;
  const hood = shape.hoodFront * H;
  // side profile, counter-clockwise from the rear bottom: bumper, nose, hood, cowl, rear deck, tail
  const profile: [number, number][] = [
    [-0.47 * L, clearance],
    [0.46 * L, clearance],
    [0.5 * L, clearance + 0.35 * (hood - clearance)],
    [0.48 * L, hood],
    [shape.cabinBottom[1] * L, belt],
    [-0.49 * L, belt - 0.02 * H],
    [-0.5 * L, clearance + 0.4 * (belt - clearance)],
  ];
  const side = (y: number) => profile.map(([x, z]): Vec => [x, y, z]);
  const band = (i: number): Vec[] => {
    const [a, b] = [profile[i], profile[(i + 1) % profile.length]];
    return [
      [a[0], -W / 2, a[1]],
      [a[0], W / 2, a[1]],
      [b[0], W / 2, b[1]],
      [b[0], -W / 2, b[1]],
    ];
  };
  const lights = spec.equipment.has('led_headlights') ? '#eaf6ff' : '#f1e3a6';
  const nose = band(2);
  const tail = band(5);
  const top = band(4);
  const bodyFaces: Face[] = [
    { points: side(-W / 2), fill: spec.paint },
    { points: side(W / 2), fill: spec.paint },
    { points: band(0), fill: '#111', flat: true },
    { points: band(1), fill: spec.paint, decals: [{ points: quadPart(band(1), 0.38, 0.62, 0.25, 0.8), fill: '#f4f4f4' }] },
    {
      points: nose,
      fill: spec.paint,
      decals: [
        { points: quadPart(nose, 0.3, 0.7, 0.1, 0.7), fill: '#1b1d21' },
        { points: quadPart(nose, 0.05, 0.27, 0.55, 0.92), fill: lights },
        { points: quadPart(nose, 0.73, 0.95, 0.55, 0.92), fill: lights },
      ],
    },
    { points: band(3), fill: spec.paint },
    {
      points: top,
      fill: spec.paint,
      // a pickup's load bed behind the cabin
      decals: spec.body === 'pickup' ? [{ points: quadPart(top, 0.06, 0.94, 0.45, 0.98), fill: '#26292d' }] : [],
    },
    {
      points: tail,
      fill: spec.paint,
      decals: [
        { points: quadPart(tail, 0.03, 0.25, 0.1, 0.55), fill: '#b3121f' },
        { points: quadPart(tail, 0.75, 0.97, 0.1, 0.55), fill: '#b3121f' },
        { points: quadPart(tail, 0.4, 0.6, 0.45, 0.85), fill: '#f4f4f4' },
      ],
    },
    { points: band(6), fill: '#202226', flat: true },
  ];

  const [bottomRear, bottomFront] = shape.cabinBottom.map((x) => x * L);
  const [topRear, topFront] = shape.cabinTop.map((x) => x * L);
  const [bottomY, topY] = [W / 2 - 0.03 * W, W / 2 - 0.13 * W];
  const corner = (x: number, y: number, z: number): Vec => [x, y, z];
  const cabin = {
    front: [corner(bottomFront, -bottomY, belt), corner(bottomFront, bottomY, belt), corner(topFront, topY, H), corner(topFront, -topY, H)],
    rear: [corner(bottomRear, bottomY, belt), corner(bottomRear, -bottomY, belt), corner(topRear, -topY, H), corner(topRear, topY, H)],
    right: [corner(bottomRear, -bottomY, belt), corner(bottomFront, -bottomY, belt), corner(topFront, -topY, H), corner(topRear, -topY, H)],
    left: [corner(bottomFront, bottomY, belt), corner(bottomRear, bottomY, belt), corner(topRear, topY, H), corner(topFront, topY, H)],
    roof: [corner(topRear, -topY, H), corner(topFront, -topY, H), corner(topFront, topY, H), corner(topRear, topY, H)],
    floor: [
      corner(bottomRear, -bottomY, belt),
      corner(bottomFront, -bottomY, belt),
      corner(bottomFront, bottomY, belt),
      corner(bottomRear, bottomY, belt),
    ],
  };
  const rearGlass = spec.equipment.has('tinted_glass') ? DARK_GLASS : GLASS;
  const windows = (quad: Vec[], front: boolean) => {
    const [first, second] = front ? [GLASS, rearGlass] : [rearGlass, GLASS];
    return [
      { points: quadPart(quad, 0.07, 0.48, 0.1, 0.88), fill: first },
      { points: quadPart(quad, 0.52, 0.93, 0.1, 0.88), fill: second },
    ];
  };
  const roofFill = spec.body === 'cabrio' ? '#2a2b2e' : spec.paint;
  const cabinFaces: Face[] = [
    { points: cabin.front, fill: spec.paint, decals: [{ points: quadPart(cabin.front, 0.06, 0.94, 0.06, 0.92), fill: GLASS }] },
    { points: cabin.rear, fill: spec.paint, decals: [{ points: quadPart(cabin.rear, 0.1, 0.9, 0.12, 0.88), fill: rearGlass }] },
    { points: cabin.right, fill: spec.paint, decals: windows(cabin.right, false) },
    { points: cabin.left, fill: spec.paint, decals: windows(cabin.left, true) },
    {
      points: cabin.roof,
      fill: roofFill,
      flat: spec.body === 'cabrio',
      decals: spec.equipment.has('panorama_roof') ? [{ points: quadPart(cabin.roof, 0.1, 0.9, 0.14, 0.86), fill: '#2c3a4a' }] : [],
    },
    { points: cabin.floor, fill: spec.paint },
  ];

  const radius = H * 0.21 * (spec.equipment.has('wheels_19') ? 1.07 : 1);
  const axles = [0.5 * L - 0.19 * L, -0.5 * L + 0.2 * L];
  const wheels = axles.flatMap((x) =>
    [-1, 1].map((side) => ({ x, side, outerY: side * (W / 2 - 0.02 * W), innerY: side * (W / 2 - 0.15 * W), radius })),
  );
  const towbar: Face[] | null = spec.equipment.has('towbar') ? box([-0.5 * L - 90, 0, clearance + 40], [120, 70, 50], '#2a2a2a') : null;
  // door mirrors at the foot of the windscreen pillars: they make the front and the sides easy to tell apart
  const mirrors = [-1, 1].map((side) => ({
    side,
    faces: box([bottomFront - 0.03 * L, side * (W / 2 + 40), belt + 70], [45, 60, 40], spec.paint),
  }));
  return { bodyFaces, cabinFaces, wheels, towbar, mirrors, L, W };
}

/** An axis-aligned box around a centre with half sizes, as six faces. */
function box([cx, cy, cz]: Vec, [hx, hy, hz]: Vec, fill: string): Face[] {
  const v = (sx: number, sy: number, sz: number): Vec => [cx + sx * hx, cy + sy * hy, cz + sz * hz];
  const face = (points: Vec[]): Face => ({ points, fill });
  return [
    face([v(-1, -1, -1), v(1, -1, -1), v(1, 1, -1), v(-1, 1, -1)]),
    face([v(-1, -1, 1), v(1, -1, 1), v(1, 1, 1), v(-1, 1, 1)]),
    face([v(-1, -1, -1), v(1, -1, -1), v(1, -1, 1), v(-1, -1, 1)]),
    face([v(-1, 1, -1), v(1, 1, -1), v(1, 1, 1), v(-1, 1, 1)]),
    face([v(-1, -1, -1), v(-1, 1, -1), v(-1, 1, 1), v(-1, -1, 1)]),
    face([v(1, -1, -1), v(1, 1, -1), v(1, 1, 1), v(1, -1, 1)]),
  ];
}
