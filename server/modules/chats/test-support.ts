/**
 * Test helpers of the chats module's tests (not loaded by the app): chat image uploads.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart } from '../../test/helpers.ts';

/**
 * Upload a small JPEG (64 × 48, one `background` colour) through `POST /api/chat-images` as the
 * member behind `cookie`; answers the `image_key` to send. Throws when the upload is refused.
 */
export async function uploadChatImage(
  app: FastifyInstance,
  cookie: string,
  background = '#c36',
): Promise<string> {
  const upload = multipart(
    await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer(),
    'image',
    'chat.jpg',
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat-images',
    headers: { ...upload.headers, cookie },
    payload: upload.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.json().image_key;
}
