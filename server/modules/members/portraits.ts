import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';

type Top = NonNullable<avataaars.Options['top']>[number];

const WOMEN_TOPS: Top[] = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'bigHair',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'frida',
];
const MEN_TOPS: Top[] = [
  'shortCurly',
  'shortFlat',
  'shortRound',
  'shortWaved',
  'sides',
  'theCaesar',
  'theCaesarAndSidePart',
  'shaggy',
  'frizzle',
  'dreads01',
];
const BACKGROUNDS = ['fbcfe8', 'fde68a', 'bfdbfe', 'c7f9cc', 'e9d5ff', 'fed7aa'];

/** Pixel sizes of a stored photo: the full image and the thumbnail (square, WebP). */
export const PHOTO_SIZES = { full: 600, thumb: 200 } as const;

/**
 * Render a demo member's portrait (an offline avatar library, SVG, rasterised with sharp) from
 * a seed `<gender>:<anything>`. Answers WebP bytes of `size` × `size` pixels.
 */
export async function renderPortrait(seed: string, size: number): Promise<Buffer> {
  const female = seed.startsWith('female');
  const svg = createAvatar(avataaars, {
    seed,
    top: female ? WOMEN_TOPS : MEN_TOPS,
    topProbability: 100,
    facialHairProbability: female ? 0 : 35,
    accessoriesProbability: 15,
    mouth: ['smile', 'default', 'twinkle'],
    eyes: ['default', 'happy', 'wink', 'side'],
    eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'upDown'],
    skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'],
    clothing: [
      'blazerAndShirt',
      'blazerAndSweater',
      'collarAndSweater',
      'hoodie',
      'shirtCrewNeck',
      'shirtScoopNeck',
      'shirtVNeck',
    ],
    backgroundColor: BACKGROUNDS,
  }).toString();
  return sharp(Buffer.from(svg), { density: Math.max(72, Math.round((size / 280) * 72)) })
    .resize(size, size)
    .webp({ quality: 82 })
    .toBuffer();
}
