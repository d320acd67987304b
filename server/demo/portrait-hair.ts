import { headHalfWidth, type Pose } from './portrait-face.ts';
import { mix, type Person, shade } from './portrait-traits.ts';

/**
 * Hair and beards of a rendered demo portrait, in the face's drawing units (`portrait-face.ts`):
 * a back layer (behind the head and neck, for long hair), a front layer (crown, hairline, fringe,
 * strands framing the face) and facial hair, each filled with a gradient and a strand texture.
 */

/** Gradients and texture filters the hair uses (ids `hair-*`), for the SVG `<defs>`. */
export function hairDefs(p: Person, pose: Pose): string {
  const base = p.hair;
  const light = mix(shade(base, 0.28), pose.lightColour, 0.15);
  const x1 = pose.light > 0 ? '1' : '0';
  return `
  <linearGradient id="hair-fill" gradientUnits="userSpaceOnUse" x1="${x1 === '1' ? 120 : -120}" y1="-130"
    x2="${x1 === '1' ? -120 : 120}" y2="260">
    <stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${base}"/>
    <stop offset="1" stop-color="${shade(base, -0.35)}"/></linearGradient>
  <filter id="hair-strands" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.22 0.012" numOctaves="2" seed="3"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  2.2 0 0 0 -0.95"/>
    <feComposite operator="in" in2="SourceGraphic"/></filter>
  <filter id="hair-shine" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.18 0.014" numOctaves="2" seed="11"/>
    <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  2.4 0 0 0 -1.2"/>
    <feComposite operator="in" in2="SourceGraphic"/></filter>
  <filter id="hair-fuzz" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="1" seed="5"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  3 0 0 0 -1.2"/>
    <feComposite operator="in" in2="SourceGraphic"/></filter>
  <filter id="hair-edge" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.3"/></filter>`;
}

/** A hair shape with its fill, dark strands and shine. */
function textured(d: string, fine = false): string {
  return `<g filter="url(#hair-edge)"><path d="${d}" fill="url(#hair-fill)"/>
    <path d="${d}" fill="#000" filter="url(#${fine ? 'hair-fuzz' : 'hair-strands'})" opacity="${fine ? 0.55 : 0.32}"/>
    ${fine ? '' : `<path d="${d}" fill="#fff" filter="url(#hair-shine)" opacity="0.22"/>`}</g>`;
}

/** A wavy vertical edge from (x, y1) to (x, y2): `waves` bulges of `amp` units. */
function wave(x: number, y1: number, y2: number, amp: number, waves: number): string {
  const step = (y2 - y1) / waves;
  let d = '';
  for (let i = 0; i < waves; i += 1) {
    const sign = i % 2 === 0 ? 1 : -1;
    d += ` Q ${x + sign * amp} ${y1 + step * (i + 0.5)} ${x} ${y1 + step * (i + 1)}`;
  }
  return d;
}

/** Long hair's mass behind the head and shoulders, down to `length` (y), `spread` units wide of the face. */
function backMass(p: Person, length: number, spread: number, amp: number): string {
  const hw = headHalfWidth(p) + spread;
  const waves = Math.max(1, Math.round(length / 70));
  return (
    `M ${-hw} -40${wave(-hw - 8, -40, length, amp, waves)} Q 0 ${length + 20} ${hw + 8} ${length}` +
    `${wave(hw + 8, length, -40, amp, waves)} L ${hw} -40 C ${hw} -110 ${-hw} -110 ${-hw} -40 Z`
  );
}

/** The crown and hairline: `top` the crown's height (y), `line` the hairline's, `part` the parting's x. */
function crown(p: Person, top: number, line: number, part: number, side = 14, sideBottom = 0): string {
  const hw = headHalfWidth(p);
  return `M ${-hw - side} ${sideBottom} C ${-hw - side - 4} ${top + 30} ${-hw * 0.6} ${top} 0 ${top}
    C ${hw * 0.6} ${top} ${hw + side + 4} ${top + 30} ${hw + side} ${sideBottom}
    L ${hw - 3} ${sideBottom} C ${hw - 2} -40 ${hw - 10} ${line + 10} ${part + 18} ${line}
    Q ${part} ${line - 10} ${part - 18} ${line} C ${-hw + 10} ${line + 10} ${-hw + 2} -40 ${-hw + 3} ${sideBottom} Z`;
}

/** Strands framing the face from the temples to `length` (y), one on each side. */
function curtains(p: Person, length: number, amp: number): string {
  const hw = headHalfWidth(p);
  const waves = Math.max(1, Math.round((length + 40) / 70));
  return ([-1, 1] as const)
    .map(
      (s) =>
        `M ${s * (hw - 14)} -62 C ${s * (hw + 4)} -50 ${s * (hw + 16)} -20 ${s * (hw + 16)} 10` +
        `${wave(s * (hw + 18), 10, length, amp, waves)} L ${s * (hw - 10)} ${length - 10}` +
        ` C ${s * (hw - 4)} 60 ${s * (hw - 2)} 0 ${s * (hw - 4)} -30 Z`,
    )
    .join(' ');
}

/** A bumpy outline of curls around the head, from the crown (`top`) down to `bottom`, `reach` beyond the face. */
function curls(p: Person, top: number, bottom: number, reach: number, r: number): string {
  const hw = headHalfWidth(p) + reach;
  const mid = -30;
  let d = `M ${-hw} ${bottom}${wave(-hw - r * 0.4, bottom, mid, r * 0.6, Math.max(1, Math.round((bottom - mid) / (r * 1.6))))}`;
  const n = 9;
  for (let i = 1; i <= n; i += 1) {
    const a = Math.PI + (Math.PI * i) / n;
    d += ` A ${r} ${r} 0 0 1 ${(Math.cos(a) * hw).toFixed(1)} ${(mid + Math.sin(a) * (mid - top)).toFixed(1)}`;
  }
  return `${d}${wave(hw + r * 0.4, mid, bottom, r * 0.6, Math.max(1, Math.round((bottom - mid) / (r * 1.6))))} Z`;
}

/** The hair behind the head (long styles, buns, curls), drawn before the neck and face. */
export function drawHairBack(p: Person): string {
  if (!p.female) return p.hairStyle === 'curly' ? textured(curls(p, -128, -10, 14, 12)) : '';
  switch (p.hairStyle) {
    case 'long':
      return textured(backMass(p, 250, 16, 4));
    case 'wavy':
      return textured(backMass(p, 215, 22, 14));
    case 'shoulder':
      return textured(backMass(p, 150, 14, 6));
    case 'bob':
      return textured(backMass(p, 72, 18, 3));
    case 'curly':
      return textured(curls(p, -130, 175, 42, 22));
    case 'bun':
      return textured('M -36 -112 A 36 30 0 1 1 36 -112 A 36 30 0 1 1 -36 -112 Z');
    case 'ponytail':
      return textured('M 30 -60 C 70 -20 80 80 60 170 C 50 190 34 180 40 150 C 55 80 45 0 20 -50 Z');
    default:
      return '';
  }
}

/** The hair over the head (crown, hairline, fringe, framing strands), drawn after the face. */
export function drawHairFront(p: Person, pose: Pose): string {
  const part = pose.turn * 12 + (p.hairStyle === 'sidePart' ? -22 : 8);
  if (!p.female && p.hairStyle === 'wavy')
    return textured(
      `${crown(p, -118, -64, part, 14, 16)} M -62 -66 C -30 -90 30 -92 64 -60 C 30 -70 -10 -60 -60 -44 Z`,
    );
  if (!p.female && p.hairStyle === 'curly') return textured(crown(p, -122, -70, 0, 12, -8));
  switch (p.hairStyle) {
    case 'long':
      return textured(`${crown(p, -114, -74, part)} ${curtains(p, 200, 3)}`);
    case 'wavy':
      return textured(`${crown(p, -116, -72, part)} ${curtains(p, 170, 10)}`);
    case 'shoulder':
      return textured(`${crown(p, -114, -70, part)} ${curtains(p, 130, 5)}`);
    case 'bob':
      return textured(
        `${crown(p, -116, -60, -30, 16)} M -60 -70 C -20 -92 40 -84 66 -50 C 30 -64 -10 -62 -60 -40 Z ${curtains(p, 70, 2)}`,
      );
    case 'curly':
      return textured(crown(p, -124, -68, part, 26, 20));
    case 'bun':
    case 'ponytail':
      return textured(crown(p, -110, -76, part, 9, -10));
    case 'pixie':
      return textured(
        `${crown(p, -114, -62, 30, 10, -18)} M -66 -60 C -30 -96 40 -92 60 -74 C 20 -70 -20 -56 -58 -36 Z`,
      );
    case 'crop':
      return textured(crown(p, -110, -70, 0, 6, -14));
    case 'sidePart':
      return textured(crown(p, -116, -72, part, 7, -12));
    case 'quiff':
      return textured(
        `${crown(p, -112, -74, 0, 6, -14)} M -50 -80 C -40 -138 40 -140 56 -86 C 20 -96 -20 -94 -50 -80 Z`,
      );
    case 'buzz':
      return textured(crown(p, -104, -72, 0, 3, -18), true);
    case 'receding':
      return textured(crown(p, -106, -86, 0, 5, -10), true);
    default:
      return textured(`${crown(p, -116, -66, part, 10, 10)}`);
  }
}

/** Facial hair, drawn over the face before the mouth (SVG; empty without a beard). */
export function drawBeard(p: Person, pose: Pose): string {
  if (p.beard === 'none') return '';
  const hw = headHalfWidth(p);
  const jw = hw * 0.72 * p.jaw;
  const chin = p.beard === 'full' ? 124 : 112;
  const x = pose.turn * 26;
  const d = `M ${-hw + 1} -8 C ${-hw} 30 ${-jw - 8} 70 ${-jw + 4} 90 C -30 ${chin} 30 ${chin} ${jw - 4} 90
    C ${jw + 8} 70 ${hw} 30 ${hw - 1} -8 L ${hw - 9} -6 C ${hw - 12} 30 ${x + 36} 40 ${x + 26} 62
    C ${x + 24} 52 ${x + 12} 47 ${x} 48 C ${x - 12} 47 ${x - 24} 52 ${x - 26} 62 C ${x - 36} 40 ${-hw + 12} 30 ${-hw + 9} -6 Z`;
  if (p.beard === 'stubble') {
    return `<g opacity="0.5"><path d="${d}" fill="${shade(p.hair, -0.2)}" opacity="0.35" filter="url(#hair-edge)"/>
      <path d="${d}" fill="#000" filter="url(#hair-fuzz)" opacity="0.7"/></g>`;
  }
  return `<g opacity="0.95">${textured(d, true)}</g>`;
}
