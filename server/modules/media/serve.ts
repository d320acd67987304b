/**
 * Serving image files (ARCHITECTURE "Photos"): the `{id}.webp` / `{id}.thumb.webp` file names of
 * the media routes and the private WebP answer. Who may see a file is for the module serving it
 * (members' photos, chats' images).
 */
import { MAX_DB_ID } from '@common/schemas/ids';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/** Params of a media file route: `{id}.webp` or `{id}.thumb.webp`. */
export const mediaFileParams = z.object({ file: z.string().regex(/^\d{1,12}(\.thumb)?\.webp$/) });

/**
 * The id and size a media file name asks for. Throws not_found for an id beyond the database's
 * integer range, which no file has (the query would fail on it).
 */
export function parseMediaFile(file: string): { id: number; thumb: boolean } {
  const id = Number.parseInt(file, 10);
  if (id > MAX_DB_ID) throw new AppError('not_found');
  return { id, thumb: file.includes('.thumb.') };
}

/** Answer a private WebP image: cached by the browser only, never sniffed as another type. */
export function sendWebp(reply: FastifyReply, data: Buffer) {
  return reply
    .type('image/webp')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}
