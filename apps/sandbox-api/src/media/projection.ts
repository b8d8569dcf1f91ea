/** A tiny orthographic 3D → SVG projection for the turntable pictures: no z-buffer, so callers draw convex solids in order. */
export type Vec = [number, number, number];

export interface Face {
  points: Vec[];
  /** paint colour shaded by the light; `flat` keeps it as is (glass, lights, tyres) */
  fill: string;
  flat?: boolean;
  /** drawn right after the face, on it (lights, windows) */
  decals?: { points: Vec[]; fill: string }[];
}

const ELEVATION = (14 * Math.PI) / 180;
/** towards the viewer, in the turned car's frame */
const VIEW: Vec = [Math.cos(ELEVATION), 0, Math.sin(ELEVATION)];
/** light from the viewer's upper left, so the faces' brightness changes as the car turns */
const LIGHT = normalize([0.6, -0.5, 0.75]);
const HALF = normalize([VIEW[0] + LIGHT[0], VIEW[1] + LIGHT[1], VIEW[2] + LIGHT[2]]);

function normalize([x, y, z]: Vec): Vec {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const centroid = (points: Vec[]): Vec =>
  points.reduce<Vec>((sum, p) => [sum[0] + p[0] / points.length, sum[1] + p[1] / points.length, sum[2] + p[2] / points.length], [0, 0, 0]);

/** A point of a planar quad [a, b, c, d] at (u along a→b, v along a→d). */
export function onQuad([a, b, c, d]: Vec[], u: number, v: number): Vec {
  const lerp = (p: Vec, q: Vec, t: number): Vec => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t];
  return lerp(lerp(a, b, u), lerp(d, c, u), v);
}
export const quadPart = (quad: Vec[], u0: number, u1: number, v0: number, v1: number): Vec[] => [
  onQuad(quad, u0, v0),
  onQuad(quad, u1, v0),
  onQuad(quad, u1, v1),
  onQuad(quad, u0, v1),
];

function shade(hex: string, light: number, gloss: number): string {
  const channel = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const value = (i: number) => Math.round(Math.min(255, channel(i) * light + (255 - channel(i) * light) * gloss));
  return `rgb(${value(0)},${value(1)},${value(2)})`;
}

/** The camera for one turntable angle (degrees; 0 = the car's front, turning clockwise seen from above). */
export function camera(angleDeg: number, scale: number, originX: number, originY: number, glossiness: number) {
  const a = (angleDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const turn = ([x, y, z]: Vec): Vec => [x * cos - y * sin, x * sin + y * cos, z];
  const point = (p: Vec) => {
    const [x, y, z] = turn(p);
    return [originX + scale * y, originY - scale * (z * Math.cos(ELEVATION) - x * Math.sin(ELEVATION))] as const;
  };
  const path = (points: Vec[]) =>
    points
      .map((p) =>
        point(p)
          .map((n) => Math.round(n))
          .join(','),
      )
      .join(' ');
  const polygon = (points: Vec[], fill: string, extra = '') => `<polygon points="${path(points)}" fill="${fill}"${extra}/>`;
  /** outward normal of a face of a convex solid with the given centre */
  const normalOf = (points: Vec[], centre: Vec) => {
    const n = normalize(cross(sub(points[1], points[0]), sub(points[2], points[0])));
    return dot(n, sub(centroid(points), centre)) < 0 ? (n.map((c) => -c) as Vec) : n;
  };
  const facesViewer = (normal: Vec) => dot(turn(normal), VIEW) > 1e-6;
  return {
    point,
    polygon,
    facesViewer,
    /** the visible faces of a convex solid, lit: diffuse light plus a highlight for metallic and pearl paint */
    solid(faces: Face[]): string {
      const centre = centroid(faces.flatMap((f) => f.points));
      return faces
        .map((face) => {
          const normal = turn(normalOf(face.points, centre));
          if (dot(normal, VIEW) <= 1e-6) return '';
          const light = 0.5 + 0.6 * Math.max(0, dot(normal, LIGHT));
          const gloss = glossiness * Math.max(0, dot(normal, HALF)) ** 12;
          const fill = face.flat ? face.fill : shade(face.fill, light, gloss);
          return polygon(face.points, fill) + (face.decals ?? []).map((d) => polygon(d.points, d.fill)).join('');
        })
        .join('');
    },
    /** convex hull of projected points (a tyre seen from any angle: both of its sides) */
    hull(points: Vec[], fill: string): string {
      const flat = points.map(point).sort((p, q) => p[0] - q[0] || p[1] - q[1]);
      const turnSign = (o: readonly number[], p: readonly number[], q: readonly number[]) =>
        (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
      const half = (list: (readonly [number, number])[]) =>
        list.reduce<(readonly [number, number])[]>((h, p) => {
          while (h.length >= 2 && turnSign(h[h.length - 2], h[h.length - 1], p) <= 0) h.pop();
          return [...h, p];
        }, []);
      const lower = half(flat);
      const upper = half([...flat].reverse());
      const ring = [...lower.slice(0, -1), ...upper.slice(0, -1)];
      return `<polygon points="${ring.map((p) => p.map((n) => Math.round(n)).join(',')).join(' ')}" fill="${fill}"/>`;
    },
  };
}
export type Camera = ReturnType<typeof camera>;
