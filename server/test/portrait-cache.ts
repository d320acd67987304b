import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPortrait } from '../demo/portraits.ts';
import type { PortraitRenderer } from '../modules/media/images.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const membersDir = path.join(root, 'server', 'modules', 'members');

/**
 * A hash of the renderer's own sources (`portrait*.ts`): a change to how portraits are drawn gives a
 * new cache folder, so a cached image is always what the current code would draw.
 */
function rendererVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(membersDir)
    .filter((f) => /^portrait.*\.ts$/.test(f))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(membersDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * `renderPortrait` that keeps what it drew in `node_modules/.cache/amora-portraits/<version>/`
 * (or `dir`), shared by every test file, worker and run on this checkout. A demo photo is a pure
 * function of its seed and size, and drawing one at 600 px costs a second or more of CPU: the
 * journeys start a fresh site per file on the same demo members, so without this each file draws
 * the same portraits again. Answers the same bytes `renderPortrait` would.
 */
export function cachedPortraitRenderer(dir?: string): PortraitRenderer {
  const folder = dir ?? path.join(root, 'node_modules', '.cache', 'amora-portraits', rendererVersion());
  mkdirSync(folder, { recursive: true });
  return async (seed, size) => {
    const name = `${createHash('sha256').update(`${seed}|${size}`).digest('hex')}.webp`;
    const file = path.join(folder, name);
    try {
      return await readFile(file);
    } catch {
      const data = await renderPortrait(seed, size);
      // Written aside and renamed: a reader in another worker never sees half a file.
      const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await writeFile(part, data);
      await rename(part, file);
      return data;
    }
  };
}
