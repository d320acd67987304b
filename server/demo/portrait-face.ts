import { mix, type Person, shade } from './portrait-traits.ts';

/**
 * The face of a rendered demo portrait, as SVG in the person's own drawing units: the head's
 * centre at (0, 0), about 150 units wide and 205 high (crown at y -100, chin at y 104), so the
 * composer (`portraits.ts`) places and scales it for a framing.
 */

/** How the person sits in one photo: head turn (-0.3..0.3), smile (0..1), light from the left (-1) or right (1). */
export interface Pose {
  turn: number;
  smile: number;
  light: -1 | 1;
  /** Colour of the scene's light falling on the skin (`#rrggbb`). */
  lightColour: string;
}

/** Half width of the head at the cheeks, in drawing units. */
export function headHalfWidth(p: Person): number {
  return 72 * p.faceWidth;
}

/** The outline of the face (forehead, cheeks, jaw, chin) as one closed SVG path, for fills and clips. */
export function faceOutline(p: Person): string {
  const hw = headHalfWidth(p);
  const jw = hw * 0.72 * p.jaw;
  return (
    `M 0 -100 C ${hw * 0.62} -100 ${hw} -72 ${hw} -20 C ${hw} 24 ${hw * 0.92} 52 ${jw} 78 ` +
    `C ${jw * 0.62} 97 17 105 0 105 C -17 105 ${-jw * 0.62} 97 ${-jw} 78 ` +
    `C ${-hw * 0.92} 52 ${-hw} 24 ${-hw} -20 C ${-hw} -72 ${-hw * 0.62} -100 0 -100 Z`
  );
}

/** Gradients, clip paths and filters the face uses (ids `face-*`), for the SVG `<defs>`. */
export function faceDefs(p: Person, pose: Pose): string {
  const lit = mix(shade(p.skin, 0.16), pose.lightColour, 0.12);
  const dark = shade(mix(p.skin, '#5a2c20', 0.2), -0.15);
  const cx = pose.light > 0 ? '64%' : '36%';
  const x1 = pose.light > 0 ? '1' : '0';
  const x2 = pose.light > 0 ? '0' : '1';
  return `
  <radialGradient id="face-skin" cx="${cx}" cy="38%" r="75%">
    <stop offset="0" stop-color="${lit}"/><stop offset="0.55" stop-color="${p.skin}"/>
    <stop offset="1" stop-color="${dark}"/></radialGradient>
  <linearGradient id="face-side" x1="${x1}" y1="0" x2="${x2}" y2="0">
    <stop offset="0.3" stop-color="${dark}" stop-opacity="0"/><stop offset="1" stop-color="${dark}" stop-opacity="0.6"/></linearGradient>
  <linearGradient id="face-neck" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(dark, -0.1)}"/><stop offset="0.45" stop-color="${shade(p.skin, -0.08)}"/>
    <stop offset="1" stop-color="${p.skin}"/></linearGradient>
  <clipPath id="face-clip"><path d="${faceOutline(p)}"/></clipPath>
  <filter id="face-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>
  <filter id="face-softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="face-pores" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="9"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.15  0 0 0 0 0.1  1.4 0 0 0 -0.55"/>
    <feComposite operator="in" in2="SourceGraphic"/></filter>
  <filter id="face-fine" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="0.7"/></filter>`;
}

/** The neck and the skin of the upper chest and shoulders (clothes are drawn over it). */
export function drawNeck(p: Person): string {
  const hw = headHalfWidth(p);
  const nw = hw * (p.female ? 0.5 : 0.58);
  const sw = p.female ? 168 : 200;
  return `
  <path d="M ${-nw} 40 L ${-nw * 1.02} 128 C ${-nw * 1.6} 150 ${-sw * 0.75} 158 ${-sw} 190 L ${-sw - 20} 900
    L ${sw + 20} 900 L ${sw} 190 C ${sw * 0.75} 158 ${nw * 1.6} 150 ${nw * 1.02} 128 L ${nw} 40 Z" fill="url(#face-neck)"/>
  <path d="M ${-nw * 0.7} 160 Q 0 176 ${nw * 0.7} 160" stroke="${shade(p.skin, -0.25)}" stroke-width="3"
    fill="none" opacity="0.35" filter="url(#face-soft)"/>
  <ellipse cx="0" cy="112" rx="${nw * 1.1}" ry="26" fill="${shade(p.skin, -0.45)}" opacity="0.45" filter="url(#face-softer)"/>`;
}

function eye(p: Person, pose: Pose, side: -1 | 1): string {
  const x = side * headHalfWidth(p) * 0.4 + pose.turn * 22;
  const w = 15.5 * (1 - side * pose.turn * 0.35);
  const y = -4;
  const lid = shade(p.hair, -0.55);
  const iris = p.eye;
  const ix = x + pose.turn * 5;
  const lash = p.female ? 2.8 : 1.8;
  return `
  <ellipse cx="${x}" cy="${y - 3}" rx="${w + 7}" ry="11" fill="${shade(p.skin, -0.3)}" opacity="0.28" filter="url(#face-soft)"/>
  <path d="M ${x - w} ${y} Q ${x} ${y - 10} ${x + w} ${y} Q ${x} ${y + 7.5} ${x - w} ${y} Z" fill="#efe9e4"/>
  <clipPath id="face-eye${side}"><path d="M ${x - w} ${y} Q ${x} ${y - 10} ${x + w} ${y} Q ${x} ${y + 7.5} ${x - w} ${y} Z"/></clipPath>
  <g clip-path="url(#face-eye${side})">
    <circle cx="${ix}" cy="${y - 0.5}" r="6.4" fill="${iris}"/>
    <circle cx="${ix}" cy="${y - 0.5}" r="6.4" fill="none" stroke="${shade(iris, -0.5)}" stroke-width="1.2"/>
    <circle cx="${ix}" cy="${y - 0.5}" r="2.7" fill="#120c0a"/>
    <circle cx="${ix + 2 * pose.light}" cy="${y - 2.6}" r="1.4" fill="#fff" opacity="0.9"/>
    <path d="M ${x - w} ${y - 2} Q ${x} ${y - 11} ${x + w} ${y - 2} L ${x + w} ${y - 12} L ${x - w} ${y - 12} Z"
      fill="${shade(p.skin, -0.35)}" opacity="0.35"/>
  </g>
  <path d="M ${x - w - 1} ${y + 0.5} Q ${x} ${y - 10.5} ${x + w + 1} ${y - 0.5}" stroke="${lid}" stroke-width="${lash}"
    fill="none" stroke-linecap="round"/>
  ${p.female ? `<path d="M ${x + side * w} ${y - 0.5} l ${side * 4} -3" stroke="${lid}" stroke-width="1.6" stroke-linecap="round"/>` : ''}
  <path d="M ${x - w * 0.8} ${y - 9} Q ${x} ${y - 16} ${x + w * 0.9} ${y - 8}" stroke="${shade(p.skin, -0.35)}"
    stroke-width="1.2" fill="none" opacity="0.55" filter="url(#face-fine)"/>
  <path d="M ${x - w * 0.8} ${y + 3.5} Q ${x} ${y + 8} ${x + w * 0.8} ${y + 3}" stroke="${shade(p.skin, -0.3)}"
    stroke-width="1" fill="none" opacity="0.4" filter="url(#face-fine)"/>`;
}

function brows(p: Person, pose: Pose): string {
  const colour = p.age > 60 ? mix(p.hair, '#8f8a86', 0.4) : shade(p.hair, -0.18);
  return ([-1, 1] as const)
    .map((s) => {
      const x = s * headHalfWidth(p) * 0.4 + pose.turn * 22;
      const inner = x - s * 16;
      const outer = x + s * 18;
      const t = p.brow;
      return `<path d="M ${inner} -19 Q ${x - s * 3} ${-26 - t} ${outer} -20 Q ${x} ${-24 + t * 0.2} ${inner} ${-19 + t}"
        fill="${colour}" opacity="0.88" filter="url(#face-fine)"/>`;
    })
    .join('');
}

function nose(p: Person, pose: Pose): string {
  const x = pose.turn * 30;
  const shadow = shade(p.skin, -0.4);
  const ls = -pose.light;
  return `
  <path d="M ${x + ls * 7} -2 C ${x + ls * 8} 14 ${x + ls * 11} 26 ${x + ls * 12} 36" stroke="${shadow}" stroke-width="7"
    fill="none" opacity="0.42" filter="url(#face-soft)"/>
  <ellipse cx="${x - ls * 2}" cy="14" rx="3" ry="16" fill="#fff" opacity="0.14" filter="url(#face-soft)"/>
  <ellipse cx="${x}" cy="35" rx="11" ry="7.5" fill="${shade(p.skin, 0.08)}" opacity="0.5" filter="url(#face-soft)"/>
  <ellipse cx="${x}" cy="45" rx="14" ry="4" fill="${shadow}" opacity="0.5" filter="url(#face-soft)"/>
  <ellipse cx="${x - 6.5}" cy="39.5" rx="3.6" ry="2" fill="${shade(p.skin, -0.6)}" opacity="0.55" filter="url(#face-fine)"/>
  <ellipse cx="${x + 6.5}" cy="39.5" rx="3.6" ry="2" fill="${shade(p.skin, -0.6)}" opacity="0.55" filter="url(#face-fine)"/>
  <path d="M ${x - 12} 37 Q ${x - 14} 31 ${x - 9} 29 M ${x + 12} 37 Q ${x + 14} 31 ${x + 9} 29" stroke="${shadow}"
    stroke-width="1.4" fill="none" opacity="0.45" filter="url(#face-fine)"/>`;
}

function mouth(p: Person, pose: Pose): string {
  const x = pose.turn * 26;
  const w = (p.female ? 21 : 22) * (1 + pose.smile * 0.12);
  const lift = pose.smile * 4;
  const full = p.lips;
  const lip = mix(p.skin, p.female ? '#b0404f' : '#a3554f', p.female ? 0.55 : 0.35);
  const upper = shade(lip, -0.12);
  const y = 62;
  const teeth = pose.smile > 0.65;
  const open = teeth ? 3 + pose.smile * 2 : 0;
  return `
  <path d="M ${x - w} ${y - lift} Q ${x - w * 0.5} ${y - 6 * full} ${x - 2} ${y - 4.5 * full} Q ${x} ${y - 3.5 * full}
    ${x + 2} ${y - 4.5 * full} Q ${x + w * 0.5} ${y - 6 * full} ${x + w} ${y - lift} Q ${x} ${y + 1} ${x - w} ${y - lift} Z"
    fill="${upper}" filter="url(#face-fine)"/>
  ${teeth ? `<path d="M ${x - w * 0.8} ${y - lift * 0.6} Q ${x} ${y + 1} ${x + w * 0.8} ${y - lift * 0.6} Q ${x} ${y + open + 2} ${x - w * 0.8} ${y - lift * 0.6} Z" fill="#f1ece6" filter="url(#face-fine)"/>` : ''}
  <path d="M ${x - w * 0.92} ${y - lift + 0.5 + open * 0.3} Q ${x} ${y + open + 1} ${x + w * 0.92} ${y - lift + 0.5 + open * 0.3}
    Q ${x} ${y + open + 9 * full} ${x - w * 0.92} ${y - lift + 0.5 + open * 0.3} Z" fill="${lip}" filter="url(#face-fine)"/>
  <ellipse cx="${x + pose.light * 3}" cy="${y + open + 4}" rx="${w * 0.35}" ry="1.8" fill="#fff" opacity="0.22" filter="url(#face-fine)"/>
  <path d="M ${x - w - 1} ${y - lift - 0.5} Q ${x} ${y + open * 0.6 + 1} ${x + w + 1} ${y - lift - 0.5}" stroke="${shade(lip, -0.45)}"
    stroke-width="1.3" fill="none" opacity="0.8" filter="url(#face-fine)"/>
  <ellipse cx="${x}" cy="${y + open + 14}" rx="${w * 0.6}" ry="3.5" fill="${shade(p.skin, -0.35)}" opacity="0.25" filter="url(#face-soft)"/>`;
}

function lines(p: Person, pose: Pose): string {
  const x = pose.turn * 26;
  const fold = `<path d="M ${x - 17} 40 Q ${x - 27} 54 ${x - 24} 66 M ${x + 17} 40 Q ${x + 27} 54 ${x + 24} 66"
    stroke="${shade(p.skin, -0.3)}" stroke-width="${1.5 + pose.smile}" fill="none" opacity="${0.2 + pose.smile * 0.15}"
    filter="url(#face-soft)"/>`;
  if (p.age < 45) return fold;
  const a = Math.min(1, (p.age - 45) / 20);
  return `${fold}<path d="M -30 -52 Q 0 -56 30 -52 M -26 -44 Q 0 -47 26 -44" stroke="${shade(p.skin, -0.25)}"
    stroke-width="1.2" fill="none" opacity="${0.2 + a * 0.25}" filter="url(#face-fine)"/>`;
}

/**
 * The head: ears, face with its shading, eyes, brows, nose, `beard` (SVG from `portrait-hair.ts`,
 * drawn under the lips) and mouth; the hair on the head is drawn by `portrait-hair.ts`.
 */
export function drawFace(p: Person, pose: Pose, beard = ''): string {
  const hw = headHalfWidth(p);
  const ear = (s: -1 | 1) =>
    `<ellipse cx="${s * (hw - 2) + pose.turn * -8}" cy="8" rx="12" ry="21" fill="${shade(p.skin, -0.12)}"/>
     <ellipse cx="${s * (hw + 1) + pose.turn * -8}" cy="8" rx="6" ry="13" fill="${shade(p.skin, -0.3)}" opacity="0.35" filter="url(#face-fine)"/>`;
  const earrings = p.earrings
    ? ([-1, 1] as const)
        .map(
          (s) =>
            `<circle cx="${s * (hw + 2) + pose.turn * -8}" cy="32" r="3.2" fill="#e9d9a8" stroke="#b59a55" stroke-width="0.8"/>`,
        )
        .join('')
    : '';
  return `
  ${ear(-1)}${ear(1)}${earrings}
  <path d="${faceOutline(p)}" fill="url(#face-skin)"/>
  <g clip-path="url(#face-clip)">
    <path d="${faceOutline(p)}" fill="url(#face-side)"/>
    <ellipse cx="${-hw * 0.5}" cy="30" rx="20" ry="14" fill="#d9707a" opacity="${p.female ? 0.16 : 0.08}" filter="url(#face-softer)"/>
    <ellipse cx="${hw * 0.5}" cy="30" rx="20" ry="14" fill="#d9707a" opacity="${p.female ? 0.16 : 0.08}" filter="url(#face-softer)"/>
    <ellipse cx="${pose.light * 24}" cy="-60" rx="30" ry="18" fill="#fff" opacity="0.14" filter="url(#face-softer)"/>
    <ellipse cx="0" cy="-98" rx="${hw}" ry="22" fill="${shade(p.skin, -0.5)}" opacity="0.4" filter="url(#face-softer)"/>
    <ellipse cx="${-hw * 0.78}" cy="38" rx="14" ry="34" fill="${shade(p.skin, -0.35)}" opacity="0.3" filter="url(#face-softer)"/>
    <ellipse cx="${hw * 0.78}" cy="38" rx="14" ry="34" fill="${shade(p.skin, -0.35)}" opacity="0.3" filter="url(#face-softer)"/>
    <ellipse cx="${pose.light * hw * 0.45}" cy="14" rx="16" ry="9" fill="#fff" opacity="0.13" filter="url(#face-softer)"/>
    <path d="${faceOutline(p)}" fill="#000" filter="url(#face-pores)" opacity="0.16"/>
    <ellipse cx="0" cy="104" rx="${hw}" ry="20" fill="${shade(p.skin, -0.3)}" opacity="0.25" filter="url(#face-softer)"/>
    ${lines(p, pose)}
  </g>
  ${eye(p, pose, -1)}${eye(p, pose, 1)}${brows(p, pose)}${nose(p, pose)}${beard}${mouth(p, pose)}`;
}
