import { generateMersenne53Randomizer } from '@faker-js/faker';

/**
 * The looks of a demo member's rendered portraits (issue "Demo members get 1 to 6 approved
 * photos"): what stays the same on every photo of one person (skin, face, hair, eyes) and what
 * changes from photo to photo (scene, framing, outfit, pose). All of it follows from the
 * photo's `generated_seed`, so a photo renders the same every time.
 */

/** A pseudo-random source: `next()` answers a float in [0, 1). */
export interface Rng {
  next(): number;
}

/** A deterministic pseudo-random source for `key` (the same key gives the same sequence). */
export function rngFor(key: string): Rng {
  // FNV-1a over the key's UTF-16 units gives the 32-bit seed of faker's Mersenne Twister.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return generateMersenne53Randomizer(hash);
}

/** A float in [min, max) from `rng`. */
export function between(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min);
}

/** One element of `items`, picked by `rng`. Throws on an empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `a` and `b` (`#rrggbb`) mixed: `t` 0 is `a`, 1 is `b`. Answers `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const ca = Number.parseInt(a.slice(1), 16);
  const cb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const x = (ca >> shift) & 255;
    const y = (cb >> shift) & 255;
    return Math.round(x + (y - x) * t);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** `colour` lighter (`amount` > 0, towards white) or darker (< 0, towards black), |amount| ≤ 1. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#000000', -amount);
}

/** Skin tones from light to deep, with how often each is drawn for NL/BE/DE demo members. */
const SKIN_TONES: readonly { tone: string; weight: number }[] = [
  { tone: '#f4d5c2', weight: 14 },
  { tone: '#ecc4a8', weight: 22 },
  { tone: '#e2b291', weight: 20 },
  { tone: '#d19e7a', weight: 12 },
  { tone: '#bf8a63', weight: 9 },
  { tone: '#a87350', weight: 8 },
  { tone: '#8a5a3c', weight: 7 },
  { tone: '#6a4029', weight: 5 },
  { tone: '#4e2e1f', weight: 3 },
];

/** Hair colours by the profile's `hair_colour` ids (`other` is a dyed colour). */
const HAIR_TONES: Record<string, readonly string[]> = {
  blond: ['#d9b878', '#caa466', '#e3c890', '#b89155'],
  brown: ['#6e4a30', '#5a3b26', '#7c5636', '#4d3322'],
  black: ['#231b17', '#1a1412', '#2d231d'],
  red: ['#a4492a', '#b65a33', '#8e3d22'],
  grey: ['#a9a6a2', '#8f8c88', '#c4c1bc'],
  other: ['#8a4a2e', '#a0643a', '#b7774a', '#6a2e35'],
};

/** Iris colours by the profile's `eye_colour` ids. */
const EYE_TONES: Record<string, string> = {
  blue: '#5b86b0',
  brown: '#5a3a22',
  green: '#5f8a5a',
  grey: '#7d8a92',
  hazel: '#8a6a3a',
};

/** Women's and men's hair styles the renderer draws (`portrait-hair.ts`). */
export const HAIR_STYLES = {
  female: ['long', 'wavy', 'bob', 'ponytail', 'bun', 'shoulder', 'curly', 'pixie'],
  male: ['crop', 'sidePart', 'quiff', 'buzz', 'wavy', 'curly', 'receding'],
} as const;

/** A hair style id of either gender. */
export type HairStyle = (typeof HAIR_STYLES)['female'][number] | (typeof HAIR_STYLES)['male'][number];

/** What stays the same on every photo of one demo person. */
export interface Person {
  female: boolean;
  /** Age in years (greying, lines). */
  age: number;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eye: string;
  /** Face proportions around 1: width of the face, width of the jaw, fullness of the lips. */
  faceWidth: number;
  jaw: number;
  lips: number;
  /** Eyebrow thickness in drawing units. */
  brow: number;
  beard: 'none' | 'stubble' | 'short' | 'full';
  glasses: boolean;
  earrings: boolean;
  /** `sexy` when the profile says so (`profiles.appearance`): the outfits show more skin. */
  sexy: boolean;
}

/** The parts of a `generated_seed` (see `photoSeed`). */
export interface PhotoSeed {
  female: boolean;
  person: string;
  index: number;
  hair: string | null;
  eye: string | null;
  age: number | null;
  sexy: boolean;
}

/**
 * The `generated_seed` of demo photo `index` (0 = main photo) of demo person `person`:
 * `<gender>:<person>:<index>:<hair>:<eye>:<age>:<look>`, the profile's hair and eye colour ids,
 * age in years and look (`normal`|`sexy`) so the pictures match the profile. Older seeds of the
 * form `<gender>:<anything>` still render (as photo 0 with traits drawn from the seed).
 */
export function photoSeed(p: {
  gender: 'male' | 'female';
  person: string | number;
  index: number;
  hair?: string | null;
  eye?: string | null;
  age?: number | null;
  appearance?: 'normal' | 'sexy' | null;
}): string {
  return [p.gender, p.person, p.index, p.hair ?? '', p.eye ?? '', p.age ?? '', p.appearance ?? ''].join(':');
}

/** The parts of a `generated_seed` written by `photoSeed` (or an older `<gender>:<id>` seed). */
export function parsePhotoSeed(seed: string): PhotoSeed {
  const [gender, person = '', index, hair, eye, age, look] = seed.split(':');
  const n = Number.parseInt(index ?? '', 10);
  const years = Number.parseInt(age ?? '', 10);
  return {
    female: gender === 'female',
    person,
    index: Number.isFinite(n) && n >= 0 ? n : 0,
    hair: hair && hair in HAIR_TONES ? hair : null,
    eye: eye && eye in EYE_TONES ? eye : null,
    age: Number.isFinite(years) ? Math.min(90, Math.max(18, years)) : null,
    sexy: look === 'sexy',
  };
}

/** The person of a parsed seed: the same for every photo index of one person. */
export function personOf(seed: PhotoSeed): Person {
  const rng = rngFor(`${seed.female ? 'f' : 'm'}|${seed.person}`);
  const total = SKIN_TONES.reduce((sum, s) => sum + s.weight, 0);
  let draw = rng.next() * total;
  let skin = SKIN_TONES[0]?.tone ?? '#ecc4a8';
  for (const s of SKIN_TONES) {
    draw -= s.weight;
    if (draw <= 0) {
      skin = s.tone;
      break;
    }
  }
  const age = seed.age ?? Math.round(between(rng, 22, 55));
  const darkSkin = SKIN_TONES.findIndex((s) => s.tone === skin) >= 6;
  const hairId =
    seed.hair ??
    (darkSkin
      ? 'black'
      : pick(rng, age > 55 ? ['grey', 'brown', 'blond'] : ['blond', 'brown', 'brown', 'black']));
  const styles: readonly HairStyle[] = seed.female
    ? HAIR_STYLES.female
    : age > 45
      ? HAIR_STYLES.male
      : HAIR_STYLES.male.filter((s) => s !== 'receding');
  const beardDraw = rng.next();
  return {
    female: seed.female,
    age,
    skin: shade(skin, between(rng, -0.04, 0.04)),
    hair: shade(pick(rng, HAIR_TONES[hairId] ?? HAIR_TONES.brown ?? ['#5a3b26']), between(rng, -0.06, 0.06)),
    hairStyle: pick(rng, styles),
    eye: EYE_TONES[seed.eye ?? pick(rng, Object.keys(EYE_TONES))] ?? '#5a3a22',
    faceWidth: between(rng, 0.93, 1.04),
    jaw: seed.female ? between(rng, 0.78, 0.9) : between(rng, 0.88, 1.0),
    lips: seed.female ? between(rng, 0.95, 1.2) : between(rng, 0.8, 1.0),
    brow: seed.female ? between(rng, 2.4, 3.4) : between(rng, 3.4, 4.8),
    beard: seed.female
      ? 'none'
      : beardDraw < 0.45
        ? 'none'
        : beardDraw < 0.75
          ? 'stubble'
          : beardDraw < 0.93
            ? 'short'
            : 'full',
    glasses: rng.next() < 0.12,
    earrings: seed.female && rng.next() < 0.45,
    sexy: seed.sexy,
  };
}
