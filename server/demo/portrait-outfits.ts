import { headHalfWidth, type Pose } from './portrait-face.ts';
import { between, mix, type Person, pick, type Rng, shade } from './portrait-traits.ts';

/**
 * Clothes of a rendered demo portrait, in the face's drawing units (`portrait-face.ts`): the
 * garment over the skin of the neck and shoulders, shaded towards the scene's light. Each photo
 * of a member gets its own outfit (`pickOutfit`).
 */

/** The garments the renderer draws. */
export type OutfitKind =
  | 'crew'
  | 'vneck'
  | 'shirt'
  | 'openShirt'
  | 'knit'
  | 'turtleneck'
  | 'blazer'
  | 'hoodie'
  | 'strappy'
  | 'offShoulder'
  | 'tank';

/** One photo's outfit: the garment and its colour (`#rrggbb`); `necklace` for a thin chain. */
export interface Outfit {
  kind: OutfitKind;
  colour: string;
  necklace: boolean;
}

const COLOURS = [
  '#f2efe8',
  '#1f2328',
  '#2f4a6d',
  '#8a9aa8',
  '#b23a48',
  '#d8a7b1',
  '#6b8f71',
  '#c8a27a',
  '#e9dcc0',
  '#4b3b47',
  '#2e6f95',
  '#a65e2e',
  '#3d5a40',
  '#7fa7c9',
  '#5d5d66',
];

/**
 * The outfit of one photo: women and men wear different garments, a `sexy` look more skin,
 * summer scenes (`warm`) lighter clothes.
 */
export function pickOutfit(rng: Rng, p: Person, warm: boolean): Outfit {
  const women: OutfitKind[] = warm
    ? ['strappy', 'tank', 'vneck', 'offShoulder', 'crew']
    : ['crew', 'vneck', 'shirt', 'knit', 'turtleneck', 'blazer', 'knit', 'vneck'];
  const men: OutfitKind[] = warm
    ? ['crew', 'openShirt', 'tank', 'vneck', 'shirt']
    : ['crew', 'shirt', 'knit', 'blazer', 'hoodie', 'vneck', 'shirt', 'turtleneck'];
  const sexy: OutfitKind[] = p.female
    ? ['strappy', 'offShoulder', 'vneck', 'tank']
    : ['openShirt', 'tank', 'vneck'];
  const kinds = p.sexy && rng.next() < 0.6 ? sexy : p.female ? women : men;
  return { kind: pick(rng, kinds), colour: pick(rng, COLOURS), necklace: p.female && rng.next() < 0.4 };
}

/** Half width of the shoulders, in drawing units. */
export function shoulderHalfWidth(p: Person): number {
  return p.female ? 168 : 200;
}

/** Gradients and textures the clothes use (ids `outfit-*`), for the SVG `<defs>`. */
export function outfitDefs(o: Outfit, pose: Pose): string {
  const x1 = pose.light > 0 ? '1' : '0';
  const lit = mix(shade(o.colour, 0.18), pose.lightColour, 0.1);
  return `
  <linearGradient id="outfit-fill" x1="${x1}" y1="0" x2="${1 - Number(x1)}" y2="0.6">
    <stop offset="0" stop-color="${lit}"/><stop offset="0.5" stop-color="${o.colour}"/>
    <stop offset="1" stop-color="${shade(o.colour, -0.38)}"/></linearGradient>
  <linearGradient id="outfit-fall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
  <filter id="outfit-knit" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.6 0.04" numOctaves="1" seed="7"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  1.6 0 0 0 -0.7"/>
    <feComposite operator="in" in2="SourceGraphic"/></filter>
  <filter id="outfit-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>`;
}

/** A garment over the shoulders with a neckline `depth` units below the neck, `v` shaped or round. */
function body(p: Person, neckY: number, neckHalf: number, depth: number, v: boolean): string {
  const sw = shoulderHalfWidth(p);
  const dip = v
    ? `L 0 ${neckY + depth} L ${neckHalf} ${neckY}`
    : `C ${-neckHalf * 0.8} ${neckY + depth} ${neckHalf * 0.8} ${neckY + depth} ${neckHalf} ${neckY}`;
  return `M ${-sw - 24} 900 L ${-sw - 2} 200 C ${-sw + 6} 160 ${-neckHalf - 34} ${neckY + 6} ${-neckHalf} ${neckY} ${dip}
    C ${neckHalf + 34} ${neckY + 6} ${sw - 6} 160 ${sw + 2} 200 L ${sw + 24} 900 Z`;
}

/** A garment that starts on the chest (`top` y) with straps `straps` units wide over the shoulders (0: none). */
function chestTop(p: Person, top: number, straps: number, arms: boolean): string {
  const sw = shoulderHalfWidth(p);
  const inset = arms ? -6 : 34;
  const x = p.female ? 54 : 64;
  const strap =
    straps > 0
      ? ([-1, 1] as const)
          .map(
            (s) =>
              `M ${s * x} 136 L ${s * (x + straps)} 134 L ${s * (x + 18 + straps)} ${top + 8} L ${s * (x + 14)} ${top + 10} Z`,
          )
          .join(' ')
      : '';
  return `M ${-sw + inset} 900 L ${-sw + inset + 4} ${top + (arms ? -14 : 6)} Q -60 ${top - 14} 0 ${top + 16}
    Q 60 ${top - 14} ${sw - inset - 4} ${top + (arms ? -14 : 6)} L ${sw - inset} 900 Z ${strap}`;
}

/** The garment's own details: collars, plackets, lapels, seams (SVG over the garment). */
function details(p: Person, o: Outfit, neckHalf: number): string {
  const line = shade(o.colour, -0.45);
  const sw = shoulderHalfWidth(p);
  switch (o.kind) {
    case 'shirt':
    case 'openShirt': {
      const depth = o.kind === 'openShirt' ? 95 : 30;
      return `<path d="M ${-neckHalf - 6} 122 L -6 ${140 + depth * 0.3} L ${-neckHalf - 30} 170 Z M ${neckHalf + 6} 122
        L 6 ${140 + depth * 0.3} L ${neckHalf + 30} 170 Z" fill="${shade(o.colour, 0.1)}" stroke="${line}" stroke-width="1.5"/>
        <path d="M 0 ${130 + depth} L 0 900" stroke="${line}" stroke-width="2" opacity="0.6"/>
        ${[0, 1, 2, 3].map((i) => `<circle cx="3" cy="${180 + depth + i * 70}" r="3" fill="${shade(o.colour, -0.2)}"/>`).join('')}`;
    }
    case 'blazer':
      return `<path d="M ${-neckHalf - 14} 126 L -4 330 L ${-sw + 40} 900 L ${-sw - 24} 900 L ${-sw - 2} 200 C ${-sw + 6} 160 ${-neckHalf - 34} 132 ${-neckHalf - 14} 126 Z
        M ${neckHalf + 14} 126 L 4 330 L ${sw - 40} 900 L ${sw + 24} 900 L ${sw + 2} 200 C ${sw - 6} 160 ${neckHalf + 34} 132 ${neckHalf + 14} 126 Z"
        fill="${shade(o.colour, -0.25)}"/>
        <path d="M ${-neckHalf - 14} 126 L -40 250 L -4 330 M ${neckHalf + 14} 126 L 40 250 L 4 330" stroke="${shade(o.colour, -0.6)}"
        stroke-width="2" fill="none" opacity="0.7"/>`;
    case 'hoodie':
      return `<path d="M ${-neckHalf - 40} 118 Q 0 210 ${neckHalf + 40} 118 L ${neckHalf + 24} 150 Q 0 220 ${-neckHalf - 24} 150 Z"
        fill="${shade(o.colour, -0.15)}" filter="url(#outfit-soft)"/>
        <path d="M -18 175 L -22 290 M 18 175 L 22 290" stroke="#e8e4dc" stroke-width="4" stroke-linecap="round"/>`;
    case 'turtleneck':
      return `<path d="M ${-neckHalf - 6} 60 L ${-neckHalf - 10} 150 Q 0 165 ${neckHalf + 10} 150 L ${neckHalf + 6} 60 Q 0 72 ${-neckHalf - 6} 60 Z"
        fill="url(#outfit-fill)"/><path d="M ${-neckHalf - 8} 90 Q 0 102 ${neckHalf + 8} 90 M ${-neckHalf - 9} 120 Q 0 132 ${neckHalf + 9} 120"
        stroke="${line}" stroke-width="1.5" fill="none" opacity="0.5"/>`;
    case 'crew':
    case 'knit':
      return `<path d="M ${-neckHalf - 2} 124 C ${-neckHalf * 0.8} 168 ${neckHalf * 0.8} 168 ${neckHalf + 2} 124" stroke="${shade(o.colour, -0.25)}"
        stroke-width="7" fill="none"/>`;
    default:
      return '';
  }
}

/** The outfit: garment, details, folds and the shade falling towards the bottom of the picture. */
export function drawOutfit(p: Person, o: Outfit, rng: Rng): string {
  const neckHalf = headHalfWidth(p) * (p.female ? 0.5 : 0.58);
  const shape = (() => {
    switch (o.kind) {
      case 'vneck':
        return body(p, 124, neckHalf, p.female || p.sexy ? 110 : 70, true);
      case 'openShirt':
        return body(p, 122, neckHalf, 130, true);
      case 'shirt':
        return body(p, 122, neckHalf, 36, true);
      case 'blazer':
        return body(p, 124, neckHalf, 40, false);
      case 'strappy':
        return chestTop(p, 238, 4, false);
      case 'offShoulder':
        return chestTop(p, 214, 0, true);
      case 'tank':
        return chestTop(p, p.female ? 226 : 210, p.female ? 18 : 26, false);
      default:
        return body(p, 124, neckHalf, o.kind === 'turtleneck' ? 20 : 40, false);
    }
  })();
  const folds = Array.from({ length: 3 }, () => {
    const x = between(rng, -140, 140);
    return `M ${x} ${between(rng, 260, 340)} Q ${x + between(rng, -30, 30)} ${between(rng, 420, 520)} ${x + between(rng, -20, 20)} 640`;
  }).join(' ');
  const knit = o.kind === 'knit' || o.kind === 'turtleneck';
  const chain = o.necklace
    ? `<path d="M ${-neckHalf - 4} 132 Q 0 ${o.kind === 'crew' || knit ? 170 : 215} ${neckHalf + 4} 132" stroke="#e5cf8e" stroke-width="1.6" fill="none"/>`
    : '';
  return `
  ${o.kind === 'vneck' || o.kind === 'strappy' || o.kind === 'offShoulder' || o.kind === 'openShirt' ? chain : ''}
  <path d="${shape}" fill="url(#outfit-fill)"/>
  ${knit ? `<path d="${shape}" fill="#000" filter="url(#outfit-knit)" opacity="0.22"/>` : ''}
  <path d="${folds}" stroke="${shade(o.colour, -0.4)}" stroke-width="7" fill="none" opacity="0.25" filter="url(#outfit-soft)"/>
  ${details(p, o, neckHalf)}
  <path d="${shape}" fill="url(#outfit-fall)"/>
  ${o.kind === 'crew' || knit || o.kind === 'blazer' || o.kind === 'shirt' ? chain : ''}`;
}
