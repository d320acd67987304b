import type Sharp from 'sharp';
import { lazyPackage } from '../lib/lazy.ts';
import { PHOTO_SIZES, type PortraitRenderer } from '../modules/media/images.ts';
import { drawFace, drawNeck, faceDefs, headHalfWidth, type Pose } from './portrait-face.ts';
import { drawBeard, drawHairBack, drawHairFront, hairDefs } from './portrait-hair.ts';
import { drawOutfit, outfitDefs, pickOutfit } from './portrait-outfits.ts';
import { drawScene, SCENES, type SceneKind } from './portrait-scenes.ts';
import { between, type Person, parsePhotoSeed, personOf, pick, type Rng, rngFor } from './portrait-traits.ts';

/** sharp (libvips), loaded with the first portrait drawn. */
const sharp = lazyPackage<typeof Sharp>('sharp');

/**
 * Demo members' photos (issue "Demo members get 1 to 6 approved photos"), rendered on request
 * from `photos.generated_seed` and cached by `media.ts`: one synthetic person per member (same
 * face, skin, hair and eyes on every photo), photographed in a different scene, outfit, pose and
 * framing on each photo, with depth of field, light, colour grade, vignette and grain. Everything
 * is drawn here (SVG rasterised by sharp): no photograph of a real person is used.
 */

/** The main photo's scenes: a clear portrait (the first photo members see). */
const MAIN_SCENES: readonly SceneKind[] = ['studio', 'home', 'cafe', 'park', 'city', 'beach', 'autumn'];

/** The scene of photo `index` of a person: the main photo from `MAIN_SCENES`, then each scene once. */
function sceneOf(personKey: string, index: number): SceneKind {
  const rng = rngFor(`scenes|${personKey}`);
  const main = pick(rng, MAIN_SCENES);
  const rest = SCENES.filter((s) => s !== main)
    .map((s) => ({ s, k: rng.next() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.s);
  return index === 0 ? main : (rest[(index - 1) % rest.length] ?? main);
}

/** Where the person stands: head centre (x, y) on the 600 canvas, scale, head and body tilt (degrees). */
interface Framing {
  x: number;
  y: number;
  scale: number;
  tilt: number;
  lean: number;
}

function framingOf(rng: Rng, index: number): Framing {
  const draw = rng.next();
  const kind =
    index === 0 ? (draw < 0.6 ? 'close' : 'medium') : draw < 0.3 ? 'close' : draw < 0.7 ? 'medium' : 'wide';
  const tilt = between(rng, -6, 6);
  const lean = between(rng, -2.5, 2.5);
  if (kind === 'close')
    return {
      x: 300 + between(rng, -25, 25),
      y: between(rng, 250, 275),
      scale: between(rng, 1.4, 1.6),
      tilt,
      lean,
    };
  if (kind === 'medium')
    return {
      x: 300 + between(rng, -50, 50),
      y: between(rng, 225, 250),
      scale: between(rng, 1.05, 1.2),
      tilt,
      lean,
    };
  return {
    x: 300 + pick(rng, [-1, 1]) * between(rng, 60, 120),
    y: between(rng, 215, 250),
    scale: between(rng, 0.72, 0.82),
    tilt,
    lean,
  };
}

function glasses(p: Person, pose: Pose, sun: boolean): string {
  const hw = headHalfWidth(p);
  const lens = (s: -1 | 1) => {
    const x = s * hw * 0.4 + pose.turn * 22;
    return `<rect x="${x - 19}" y="-17" width="38" height="27" rx="10" fill="${sun ? '#1b1f24' : '#ffffff'}"
      fill-opacity="${sun ? 0.88 : 0.08}" stroke="#2a2522" stroke-width="${sun ? 3.5 : 2.6}"/>`;
  };
  const x = pose.turn * 22;
  return `<g>${lens(-1)}${lens(1)}<path d="M ${x - hw * 0.4 + 19} -8 Q ${x} -14 ${x + hw * 0.4 - 19} -8" stroke="#2a2522"
    stroke-width="2.6" fill="none"/><path d="M ${-hw * 0.4 - 19 + x} -8 L ${-hw + 2} -12 M ${hw * 0.4 + 19 + x} -8 L ${hw - 2} -12"
    stroke="#2a2522" stroke-width="2.6"/>${sun ? `<path d="M ${x - hw * 0.4 - 10} -12 l 12 18" stroke="#fff" stroke-width="3" opacity="0.25"/>` : ''}</g>`;
}

/** The layers of one demo photo, each an SVG of 600 × 600 units (`portraitLayers`). */
export interface PortraitLayers {
  /** The scene, to be thrown out of focus by `blur` (a Gaussian's deviation in 600-unit pixels). */
  background: string;
  blur: number;
  /** The person on a transparent canvas, with the soft shadow they cast on the scene. */
  person: string;
  /** Light fall-off and vignette, laid over the picture. */
  overlay: string;
  /** Colour grade laid over the picture in soft-light. */
  grade: { colour: string; opacity: number };
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">';

/**
 * The layers of the demo photo with seed `seed` (`portrait-traits.ts` `photoSeed`): scene,
 * person, overlay and grade. Deterministic: the same seed always gives the same picture.
 */
export function portraitLayers(seed: string): PortraitLayers {
  const parsed = parsePhotoSeed(seed);
  const person = personOf(parsed);
  const personKey = `${parsed.female ? 'f' : 'm'}|${parsed.person}`;
  const rng = rngFor(`${personKey}|${parsed.index}`);
  const sceneKind = sceneOf(personKey, parsed.index);
  const scene = drawScene(sceneKind, rng);
  const pose: Pose = {
    turn: between(rng, -0.22, 0.22),
    smile: parsed.index === 0 ? between(rng, 0.45, 1) : between(rng, 0.1, 1),
    light: scene.light,
    lightColour: scene.lightColour,
  };
  const outfit = pickOutfit(rng, person, scene.warm);
  const frame = framingOf(rng, parsed.index);
  const sun =
    (sceneKind === 'beach' || sceneKind === 'park' || sceneKind === 'mountains') && rng.next() < 0.3;
  const blur =
    sceneKind === 'studio' ? 0 : between(rng, 6, 10) * (frame.scale > 1 ? 1.3 : frame.scale < 0.7 ? 0.7 : 1);
  const fall = scene.light > 0 ? ['0', '1'] : ['1', '0'];
  return {
    background: `${SVG_OPEN}${scene.svg}</svg>`,
    blur,
    person: `${SVG_OPEN}<defs>${faceDefs(person, pose)}${hairDefs(person, pose)}${outfitDefs(outfit, pose)}
    <radialGradient id="post-shadow"><stop offset="0.5" stop-color="#000" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
  <g transform="translate(${frame.x.toFixed(1)} ${frame.y.toFixed(1)}) scale(${frame.scale.toFixed(3)})">
    <ellipse cx="${-scene.light * 40}" cy="320" rx="300" ry="560" fill="url(#post-shadow)"/>
    <g transform="rotate(${frame.tilt.toFixed(1)} 0 60)">${drawHairBack(person)}</g>
    <g transform="rotate(${frame.lean.toFixed(1)} 0 400)">${drawNeck(person)}${drawOutfit(person, outfit, rng)}</g>
    <g transform="rotate(${frame.tilt.toFixed(1)} 0 60)">
      ${drawFace(person, pose, drawBeard(person, pose))}
      ${person.glasses || sun ? glasses(person, pose, sun) : ''}
      ${drawHairFront(person, pose)}
    </g>
  </g></svg>`,
    overlay: `${SVG_OPEN}<defs><linearGradient id="post-fall" x1="${fall[0]}" y1="0" x2="${fall[1]}" y2="0.3">
      <stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>
    <radialGradient id="post-vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>
  <rect width="600" height="600" fill="url(#post-fall)"/><rect width="600" height="600" fill="url(#post-vignette)"/></svg>`,
    grade: scene.grade,
  };
}

/** Film grain of `size` × `size` pixels (grey with a low alpha), the same for every photo. */
const grains = new Map<number, Promise<Buffer>>();
function grain(size: number): Promise<Buffer> {
  let made = grains.get(size);
  if (!made) {
    const rng = rngFor('grain');
    const data = Buffer.alloc(size * size * 2);
    for (let i = 0; i < size * size; i += 1) {
      data[i * 2] = Math.round(128 + (rng.next() + rng.next() + rng.next() - 1.5) * 120);
      data[i * 2 + 1] = 30;
    }
    made = sharp()(data, { raw: { width: size, height: size, channels: 2 } })
      .png()
      .toBuffer();
    grains.set(size, made);
  }
  return made;
}

/** An SVG layer of `size` pixels rasterised by sharp. */
function raster(svg: string, size: number) {
  return sharp()(Buffer.from(svg), { density: (72 * size) / 600 }).resize(size, size);
}

/**
 * Render a demo member's photo from its seed (`photoSeed`; older `<gender>:<anything>` seeds
 * render too). The scene is drawn small and enlarged (it is out of focus anyway), the person at
 * full size, then grade, fall-off, vignette and grain are laid over. Answers WebP bytes of
 * `size` × `size` pixels.
 */
export const renderPortrait: PortraitRenderer = async (seed, size) => {
  const layers = portraitLayers(seed);
  const small = Math.max(48, Math.round(size / 4));
  const sigma = (layers.blur * small) / 600;
  const scene = raster(layers.background, small);
  const background = await (sigma >= 0.3 ? scene.blur(sigma) : scene).png().toBuffer();
  const grade = `${SVG_OPEN}<rect width="600" height="600" fill="${layers.grade.colour}" fill-opacity="${layers.grade.opacity}"/></svg>`;
  const [person, overlay, tint, noise] = await Promise.all([
    raster(layers.person, size).png().toBuffer(),
    raster(layers.overlay, size).png().toBuffer(),
    raster(grade, size).png().toBuffer(),
    grain(size),
  ]);
  return sharp()(background)
    .resize(size, size, { kernel: 'cubic' })
    .composite([
      { input: person },
      { input: tint, blend: 'soft-light' },
      { input: overlay },
      { input: noise, blend: 'overlay' },
    ])
    .webp({ quality: size <= PHOTO_SIZES.thumb ? 80 : 84 })
    .toBuffer();
};
