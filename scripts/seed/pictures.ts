/**
 * Pictures for the demo data, drawn in code: a fabric building on its site (the image library, the brochure's
 * cover and warranty photos) and the brand mark. Same parameters, same pixels: the seed stays deterministic.
 */
import { Raster, mix, rgb, type Rgb } from './raster.js';

export interface SiteScene {
  /** The cover fabric's colour. */
  fabric: string;
  /** Sky at the top and at the horizon. */
  sky: readonly [string, string];
  /** The ground far away and near. */
  ground: readonly [string, string];
  hills: string;
  /** Where the building's front arch stands (0..1 of the width), how wide it is, and how far back it runs. */
  centre: number;
  span: number;
  depth: number;
  /** Shifts the hills' outline, so two pictures of one kind still differ. */
  phase: number;
}

const HORIZON = 0.6;
const BASE = 0.8;

/** A building seen from a front corner: the end wall with its door, the arched side running back up to the right. */
export function siteScene(width: number, height: number, scene: SiteScene): Raster {
  const w = width * 2;
  const h = height * 2;
  const canvas = new Raster(w, h);
  const fabric = rgb(scene.fabric);
  const [skyTop, skyLow] = scene.sky.map(rgb) as [Rgb, Rgb];
  const [groundFar, groundNear] = scene.ground.map(rgb) as [Rgb, Rgb];
  const hills = rgb(scene.hills);
  const door = rgb('#3d4147');
  const steel = rgb('#8a9199');

  // Arch t (0 front, 1 back): centre, half-span and height in pixels; the back is smaller and higher up.
  const arch = (t: number) => {
    const scale = 1 - 0.45 * t;
    return {
      cx: w * (scene.centre + scene.depth * t),
      base: h * (BASE - 0.14 * t),
      a: w * scene.span * scale,
      b: h * 0.3 * scale,
    };
  };
  const STEPS = 48;
  const arches = Array.from({ length: STEPS + 1 }, (_, i) => arch(i / STEPS));
  const inside = (x: number, y: number, { cx, base, a, b }: ReturnType<typeof arch>) => {
    const k = (x - cx) / a;
    return Math.abs(k) < 1 && y <= base && y >= base - b * Math.sqrt(1 - k * k);
  };

  canvas.fill((x, y) => {
    const u = x / w;
    const v = y / h;
    // The nearest arch that holds the point: the front one is the end wall, later ones the side.
    const front = arches.findIndex((a) => inside(x, y, a));
    if (front === 0) {
      const { cx, base, a, b } = arches[0];
      const inDoor = Math.abs(x - cx) < a * 0.32 && y > base - b * 0.55;
      if (inDoor) return Math.abs(x - cx) < a * 0.3 && y > base - b * 0.53 ? door : steel;
      return mix(fabric, [255, 255, 255], 0.12);
    }
    if (front > 0) {
      const { cx, a } = arches[front];
      const k = (x - cx) / a;
      // Light from the upper left; a darker rib every few arches (the trusses under the fabric).
      const light = 0.72 + 0.28 * Math.max(0, 1 - Math.abs(k + 0.35));
      const rib = front % 6 === 0 ? 0.88 : 1;
      return mix([0, 0, 0], fabric, light * rib);
    }
    if (v < HORIZON) {
      const ridge = HORIZON - 0.05 - 0.025 * Math.sin(u * 7 + scene.phase) - 0.012 * Math.sin(u * 19 + 2 * scene.phase);
      if (v > ridge) return mix(hills, skyLow, 0.35);
      return mix(skyTop, skyLow, v / HORIZON);
    }
    const near = (v - HORIZON) / (1 - HORIZON);
    const ground = mix(groundFar, groundNear, near);
    // The shadow falls to the right of the side (the light comes from the upper left) and along the front's foot.
    const [first, last] = [arches[0], arches[STEPS]];
    const t = (first.base - y) / (first.base - last.base);
    const edge = first.cx + first.a + (last.cx + last.a - first.cx - first.a) * t;
    const alongSide = t >= 0 && t <= 1 && x >= edge && x <= edge + w * 0.05 * (1 - 0.4 * t);
    const alongFront = y >= first.base && y <= first.base + h * 0.012 && x >= first.cx - first.a && x <= first.cx + first.a + w * 0.05;
    const shadow = alongSide || alongFront;
    return shadow ? mix(ground, [0, 0, 0], 0.18) : ground;
  });
  return canvas.halved();
}

/** The brand mark: an arch (a fabric building's end) on a rounded tile; colours '#rrggbb'. */
export function brandMark(size: number, colours: { ground: string; tile: string; figure: string }): Raster {
  const s = size * 2;
  const canvas = new Raster(s, s);
  const [ground, tile, figure] = [colours.ground, colours.tile, colours.figure].map(rgb) as [Rgb, Rgb, Rgb];
  const margin = s * 0.08;
  const radius = s * 0.18;
  canvas.fill((x, y) => {
    const dx = Math.max(margin + radius - x, 0, x - (s - margin - radius));
    const dy = Math.max(margin + radius - y, 0, y - (s - margin - radius));
    if (dx * dx + dy * dy > radius * radius) return ground;
    // The arch: between an outer and an inner half-ellipse, standing on the same line.
    const ko = (x - s / 2) / (s * 0.3);
    const ki = (x - s / 2) / (s * 0.2);
    const outer = Math.abs(ko) < 1 && y >= s * 0.74 - s * 0.44 * Math.sqrt(1 - ko * ko) && y <= s * 0.74;
    const inner = Math.abs(ki) < 1 && y >= s * 0.74 - s * 0.3 * Math.sqrt(1 - ki * ki);
    return outer && !inner ? figure : tile;
  });
  return canvas.halved();
}
