// @ts-check
/**
 * Makes the installed app's icons (SPEC §2 installed-app mode; `web/public/manifest.webmanifest`)
 * from the logo, `web/public/logo.svg`, with sharp. Run it again after the logo changes and commit
 * its output, `web/public/icons/` (small PNGs, source assets of the build):
 *
 * - `icon-192.png`, `icon-512.png` (manifest purpose "any"): the logo as it is, rounded corners
 *   transparent.
 * - `maskable-512.png` (purpose "maskable"): the logo's pink square to the edges, the heart inside
 *   the central circle of 80 % diameter that every platform's mask keeps (the "safe zone"); the
 *   heart reaches 37.5 % of the side from the centre at most, under the 40 % of that circle.
 * - `apple-touch-icon.png` (180 px): the same full square, since iOS rounds the corners itself and
 *   shows transparent ones black.
 *
 * Usage: node scripts/make-icons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '..', 'web', 'public');
const outDir = path.join(publicDir, 'icons');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');

// The full square: the logo's background without its rounded corners.
const rounded = /(<rect\b[^>]*?)\s+rx="[\d.]+"/;
if (!rounded.test(logo)) throw new Error('logo.svg: no rounded background <rect rx="..."> to square off');
const square = logo.replace(rounded, '$1');

/** @type {Array<{ file: string; svg: string; size: number }>} */
const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'maskable-512.png', svg: square, size: 512 },
  { file: 'apple-touch-icon.png', svg: square, size: 180 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of icons) {
  // Rendered at the target size from the vector (density scales the 64-unit viewBox), not scaled down.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`web/public/icons/${file} (${size}×${size})`);
}
