/**
 * The image pipeline (ARCHITECTURE "Photos"): re-encoding an upload to WebP without metadata, the
 * sizes of a stored photo, and the renderer of generated photos. Used by members' photos and chats'
 * images; knows nothing of who may see an image.
 */
import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { lazyPackage } from '../../lib/lazy.ts';

/** sharp (libvips), loaded with the first image. */
const sharp = lazyPackage<typeof Sharp>('sharp');

/**
 * Renders a demo photo: `seed` (`photos.generated_seed`) and the square size in pixels, answering
 * WebP bytes. Production wires the demo renderer (server/demo/portraits.ts `renderPortrait`); tests may
 * pass one that keeps its results.
 */
export type PortraitRenderer = (seed: string, size: number) => Promise<Buffer>;

/** Pixel sizes of a stored photo: the full image and the thumbnail (square, WebP). */
export const PHOTO_SIZES = { full: 600, thumb: 200 } as const;

/** Image formats accepted, by sniffed content (never by name or declared type). */
export const ACCEPTED_MIME = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
];
/** Largest edge of a stored photo, in pixels. */
const MAX_EDGE = 1600;

/**
 * Re-encode an uploaded image (ARCHITECTURE "Photos"): sniff the content, apply the EXIF
 * orientation, scale down to at most 1600 px, and write WebP without any metadata (EXIF, GPS,
 * ICC, XMP are dropped), plus a thumbnail: a 200 px square (`square`, profile photos) or at most
 * 480 px on its longest edge with the whole picture (`inside`, chat images). Throws validation
 * `photo_type` for anything that is not a readable JPEG, PNG, WebP or AVIF image.
 */
export async function processImage(
  input: Buffer,
  thumbnail: 'square' | 'inside' = 'square',
): Promise<{ full: Buffer; thumb: Buffer }> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MIME.includes(type.mime)) {
    throw new AppError('validation', {}, { photo: 'validation.photo_type' });
  }
  try {
    const base = sharp()(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const full = await base
      .clone()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await base
      .clone()
      .resize(
        thumbnail === 'square'
          ? { width: PHOTO_SIZES.thumb, height: PHOTO_SIZES.thumb, fit: 'cover', position: 'attention' }
          : { width: 480, height: 480, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 80 })
      .toBuffer();
    return { full, thumb };
  } catch {
    throw new AppError('validation', {}, { photo: 'validation.photo_type' });
  }
}

/** Longest edge of the blurred stand-in of a chat image, in pixels. */
const BLUR_EDGE = 32;

/**
 * The blurred stand-in of an image (docs/safety.md "Explicit images"): at most 32 px on its longest
 * edge, blurred (Gaussian, sigma 2), WebP. The browser scales it up behind a CSS blur; nothing of
 * the picture's detail survives. Answers WebP bytes; throws what sharp throws.
 */
export async function blurredImage(image: Buffer): Promise<Buffer> {
  return sharp()(image)
    .resize(BLUR_EDGE, BLUR_EDGE, { fit: 'inside' })
    .blur(2)
    .webp({ quality: 50 })
    .toBuffer();
}
