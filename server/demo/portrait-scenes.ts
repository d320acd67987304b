import { between, pick, type Rng, shade } from './portrait-traits.ts';

/**
 * Backgrounds of rendered demo portraits, drawn on the 600 × 600 canvas and thrown out of focus
 * like a photo taken with an open aperture: a café, a beach, a park, a city at dusk, a living
 * room, mountains, a restaurant at night, an autumn wood and a plain studio backdrop.
 */

/** The scenes the renderer draws. */
export const SCENES = [
  'studio',
  'cafe',
  'park',
  'beach',
  'city',
  'home',
  'mountains',
  'restaurant',
  'autumn',
] as const;

/** A scene id. */
export type SceneKind = (typeof SCENES)[number];

/** A drawn scene: SVG (defs and shapes), where its light comes from and how it tints the picture. */
export interface Scene {
  svg: string;
  light: -1 | 1;
  /** Colour of the light on the person (`#rrggbb`). */
  lightColour: string;
  /** Colour laid over the whole picture in soft-light, and how strongly (0..1). */
  grade: { colour: string; opacity: number };
  /** Summer scenes: lighter clothes. */
  warm: boolean;
}

type Range = readonly [number, number];

/** `n` out-of-focus light discs (bokeh) in `colours`, centres within `xs` and `ys`, radius `r`. */
function bokeh(
  rng: Rng,
  n: number,
  colours: readonly string[],
  xs: Range,
  ys: Range,
  r: Range,
  opacity: Range,
): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    out += `<circle cx="${between(rng, xs[0], xs[1]).toFixed(0)}" cy="${between(rng, ys[0], ys[1]).toFixed(0)}"
      r="${between(rng, r[0], r[1]).toFixed(1)}" fill="${pick(rng, colours)}" opacity="${between(rng, opacity[0], opacity[1]).toFixed(2)}"/>`;
  }
  return out;
}

/** A vertical gradient `id` through `stops` (colours evenly spaced). */
function vertical(id: string, stops: readonly string[]): string {
  const last = Math.max(1, stops.length - 1);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${(i / last).toFixed(2)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** Blobs of foliage: `n` overlapping discs of `greens` within `xs` and `ys`. */
function foliage(rng: Rng, n: number, greens: readonly string[], ys: Range, xs: Range = [-40, 640]): string {
  return bokeh(rng, n, greens, xs, ys, [40, 110], [0.75, 1]);
}

function studio(rng: Rng): string {
  const base = pick(rng, ['#8a9bab', '#b9aa98', '#9aa897', '#a497a8', '#6f7c8a', '#c7c1b8']);
  return `<defs><radialGradient id="scene-bg" cx="${between(rng, 0.35, 0.65)}" cy="0.4" r="0.8">
    <stop offset="0" stop-color="${shade(base, 0.35)}"/><stop offset="1" stop-color="${shade(base, -0.35)}"/></radialGradient></defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>`;
}

function cafe(rng: Rng, light: -1 | 1): string {
  const wall = pick(rng, ['#6b4a35', '#5a4438', '#7a5a42', '#4f3b32']);
  const wx = light > 0 ? 380 : -20;
  return `<defs>${vertical('scene-bg', [shade(wall, 0.1), wall, shade(wall, -0.4)])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    <rect x="${wx}" y="40" width="240" height="330" fill="#f3efe4" opacity="0.85"/>
    <rect x="${wx}" y="40" width="240" height="330" fill="none" stroke="${shade(wall, -0.3)}" stroke-width="14"/>
    <path d="M ${wx + 120} 40 V 370 M ${wx} 200 H ${wx + 240}" stroke="${shade(wall, -0.3)}" stroke-width="10"/>
    ${bokeh(rng, 14, ['#c9a46b', '#8a5a3c', '#e9d5b0', '#5b7a4a'], [0, 600], [60, 200], [8, 22], [0.5, 0.9])}
    ${bokeh(rng, 6, ['#ffd58a', '#ffe9b8'], [40, 560], [20, 120], [14, 30], [0.7, 1])}
    <rect y="430" width="600" height="170" fill="${shade(wall, -0.5)}"/>
    ${bokeh(rng, 5, ['#f4ede0', '#d8c3a5'], [0, 600], [440, 520], [18, 40], [0.5, 0.8])}`;
}

function park(rng: Rng): string {
  const greens = ['#4f7a3a', '#6b9a48', '#3d6330', '#86ad5a', '#2f5228', '#a3c26c'];
  return `<defs>${vertical('scene-bg', ['#dfeef5', '#c8e0c0', '#7fa65a'])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    ${foliage(rng, 26, greens, [-20, 360])}
    ${bokeh(rng, 18, ['#f8f6d8', '#fffbe6', '#e9f2c0'], [0, 600], [0, 300], [8, 22], [0.6, 0.95])}
    <rect y="400" width="600" height="200" fill="#6f9a45"/>
    <path d="M 180 600 Q 320 470 600 430 L 600 470 Q 360 520 280 600 Z" fill="#cdbb94" opacity="0.7"/>`;
}

function beach(rng: Rng): string {
  const horizon = between(rng, 300, 360);
  return `<defs>${vertical('scene-bg', ['#7fb4dd', '#b9d9ee', '#e8f1f4'])}
    ${vertical('scene-sea', ['#4f8fb2', '#3b7aa0', '#8cc0cf'])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    ${bokeh(rng, 4, ['#ffffff'], [0, 600], [60, horizon - 80], [50, 110], [0.35, 0.6])}
    <rect y="${horizon}" width="600" height="${520 - horizon}" fill="url(#scene-sea)"/>
    ${bokeh(rng, 16, ['#ffffff', '#f5fbff'], [0, 600], [horizon + 5, horizon + 80], [3, 9], [0.5, 0.9])}
    <path d="M 0 ${horizon + 150} Q 300 ${horizon + 120} 600 ${horizon + 160} L 600 600 L 0 600 Z" fill="#e6d3ad"/>`;
}

function city(rng: Rng): string {
  let buildings = '';
  for (let x = -20; x < 620; x += between(rng, 50, 95)) {
    const w = between(rng, 45, 90);
    const h = between(rng, 160, 420);
    buildings += `<rect x="${x.toFixed(0)}" y="${(470 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${pick(rng, ['#2a2740', '#332c48', '#24233a'])}"/>`;
    for (let wy = 480 - h; wy < 450; wy += 22)
      for (let wx = x + 8; wx < x + w - 10; wx += 16)
        if (rng.next() < 0.35)
          buildings += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="11" fill="#ffd88a" opacity="0.85"/>`;
  }
  return `<defs>${vertical('scene-bg', ['#2b3a6b', '#6d4f8a', '#e0876a', '#f3b27a'])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>${buildings}
    <rect y="460" width="600" height="140" fill="#1d1b2a"/>
    ${bokeh(rng, 16, ['#ffcf7a', '#ffe3b0', '#ff7a5a', '#ffffff'], [0, 600], [330, 560], [14, 40], [0.55, 0.95])}`;
}

function home(rng: Rng, light: -1 | 1): string {
  const wall = pick(rng, ['#e4ddd2', '#d9d2c6', '#cfd6d4', '#e8dccd', '#c9c4bd']);
  const px = light > 0 ? 60 : 400;
  return `<defs>${vertical('scene-bg', [shade(wall, 0.08), wall, shade(wall, -0.25)])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    <rect x="${px}" y="70" width="150" height="110" fill="${pick(rng, ['#6b8fa8', '#a86b5a', '#8aa86b', '#c9a35a'])}" stroke="#3b3530" stroke-width="8"/>
    <circle cx="${light > 0 ? 540 : 60}" cy="140" r="70" fill="#fff2d0" opacity="0.8"/>
    ${foliage(rng, 7, ['#4f7a3a', '#6b9a48', '#3d6330'], [260, 380], light > 0 ? [500, 610] : [-10, 100])}
    <rect y="380" width="600" height="220" rx="30" fill="${pick(rng, ['#7a8a99', '#a38a70', '#5f6b5c', '#8c6f6a'])}"/>`;
}

function mountains(rng: Rng): string {
  const ridge = (y: number, amp: number, colour: string) => {
    let d = `M 0 ${y}`;
    for (let x = 0; x <= 600; x += 60) d += ` L ${x} ${(y - between(rng, 0, amp)).toFixed(0)}`;
    return `<path d="${d} L 600 600 L 0 600 Z" fill="${colour}"/>`;
  };
  return `<defs>${vertical('scene-bg', ['#6fa3d8', '#a9cbe8', '#e3eef5'])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    ${ridge(300, 140, '#9fb3c8')}${ridge(360, 100, '#7b93a8')}${ridge(420, 60, '#56704f')}${ridge(480, 30, '#6f9a4a')}`;
}

function restaurant(rng: Rng): string {
  return `<defs>${vertical('scene-bg', ['#2a1c16', '#3d2a1f', '#1c1411'])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    ${bokeh(rng, 30, ['#ffbf66', '#ffd98f', '#ff9f4a', '#fff0cc'], [0, 600], [0, 420], [6, 24], [0.5, 1])}
    <rect y="470" width="600" height="130" fill="#f1e6d6" opacity="0.8"/>
    ${bokeh(rng, 4, ['#ffd27a'], [0, 600], [440, 500], [10, 18], [0.8, 1])}`;
}

function autumn(rng: Rng): string {
  return `<defs>${vertical('scene-bg', ['#e9e2cf', '#d9b26a', '#8a5a2a'])}</defs>
    <rect width="600" height="600" fill="url(#scene-bg)"/>
    ${foliage(rng, 24, ['#c2662a', '#d9923a', '#a8442a', '#e3b64a', '#7a3a22', '#8a8a3a'], [-20, 380])}
    ${bokeh(rng, 14, ['#fff1c4', '#ffe08a'], [0, 600], [0, 320], [8, 20], [0.6, 0.9])}
    <rect y="420" width="600" height="180" fill="#8a5a30"/>`;
}

/**
 * Draw scene `kind` with `rng`: the background SVG (blurred by the composer), light side and
 * colour, colour grade, and whether it is a summer scene.
 */
export function drawScene(kind: SceneKind, rng: Rng): Scene {
  const light: -1 | 1 = rng.next() < 0.5 ? -1 : 1;
  const table: Record<
    SceneKind,
    { svg: () => string; lightColour: string; grade: [string, number]; warm: boolean }
  > = {
    studio: { svg: () => studio(rng), lightColour: '#ffffff', grade: ['#f0d8c0', 0.1], warm: false },
    cafe: { svg: () => cafe(rng, light), lightColour: '#ffd9a8', grade: ['#ffb070', 0.18], warm: false },
    park: { svg: () => park(rng), lightColour: '#fff6dc', grade: ['#e8ffd0', 0.12], warm: true },
    beach: { svg: () => beach(rng), lightColour: '#fff4e0', grade: ['#fff0d8', 0.14], warm: true },
    city: { svg: () => city(rng), lightColour: '#ffb88a', grade: ['#c070a0', 0.16], warm: false },
    home: { svg: () => home(rng, light), lightColour: '#ffe6c8', grade: ['#ffd8b0', 0.12], warm: false },
    mountains: { svg: () => mountains(rng), lightColour: '#fffaf0', grade: ['#d8ecff', 0.1], warm: true },
    restaurant: { svg: () => restaurant(rng), lightColour: '#ffc080', grade: ['#ff9a50', 0.22], warm: false },
    autumn: { svg: () => autumn(rng), lightColour: '#ffd8a0', grade: ['#ffb060', 0.16], warm: false },
  };
  const entry = table[kind];
  return {
    svg: entry.svg(),
    light,
    lightColour: entry.lightColour,
    grade: { colour: entry.grade[0], opacity: entry.grade[1] },
    warm: entry.warm,
  };
}
