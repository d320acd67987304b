import { apiMessage, chatItem, chatSettings, sendMessageBody } from '@common/schemas/chats';
import { dbIdParam, idParams } from '@common/schemas/ids';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { readUpload, requireMember } from '../../lib/http.ts';
import { parseMediaFile, sendWebp } from '../media/serve.ts';
import { blurImagesOf, setBlurImages } from './preferences.ts';
import { editedAfterNudge } from './safety.ts';

/** Conversations and messages (SPEC §7 chats.php, chat.php; API.md messages). */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chats } = app.deps;

  app.get(
    '/api/chats.php',
    {
      config: { auth: 'member' },
      schema: { tags: ['chats'], response: { 200: z.object({ chats: z.array(chatItem) }) } },
    },
    async (request) => ({
      chats: await chats.list(requireMember(request).userId),
    }),
  );

  app.delete(
    '/api/chat.php',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['chats'],
        body: z.object({ conversation: dbIdParam }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await chats.removeConversation(requireMember(request).userId, request.body.conversation);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/chats/:id/messages',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['chats'],
        params: idParams,
        querystring: z.object({ before: dbIdParam.optional() }),
        response: { 200: z.object({ messages: z.array(apiMessage), has_more: z.boolean() }) },
      },
    },
    async (request) => chats.page(requireMember(request).userId, request.params.id, request.query.before),
  );

  app.post(
    '/api/chats/:id/read',
    {
      config: { auth: 'member' },
      schema: { tags: ['chats'], params: idParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await chats.markRead(requireMember(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/messages',
    {
      // A new message publishes `message` and `credits_changed` to its sender; a resend changes nothing.
      config: { auth: 'member', publishesToMember: true },
      schema: {
        tags: ['chats'],
        body: sendMessageBody,
        response: {
          200: z.object({
            message: apiMessage,
            conversation: z.object({ id: z.number() }),
            credits: z.number(),
          }),
          201: z.object({
            message: apiMessage,
            conversation: z.object({ id: z.number() }),
            credits: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await chats.send(
        requireMember(request).userId,
        request.body,
        request.site.settings,
      );
      reply.code(created ? 201 : 200);
      return answer;
    },
  );

  app.post(
    '/api/nudges/:id/edited',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['chats'],
        description:
          'After a `confirm_required` answer ("Weet je het zeker?", docs/safety.md) the member chose to ' +
          'edit the message instead of sending it: counted for the figures. 404 for a nudge of ' +
          'others or one that was answered already.',
        params: idParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const member = requireMember(request);
      if (
        !(await editedAfterNudge(
          app.deps.database.db,
          member.userId,
          request.params.id,
          app.deps.clock.now(),
        ))
      ) {
        throw new AppError('not_found');
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/chat-images',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['chats'],
        consumes: ['multipart/form-data'],
        description:
          'Multipart upload, field `image` (JPEG, PNG, WebP or AVIF, at most 10 MiB), re-encoded like photos. ' +
          'Answers the key to send with `POST /api/messages` type `image`; nothing is charged yet.',
        response: { 201: z.object({ image_key: z.string() }) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const data = await readUpload(request, 'image');
      const imageKey = await chats.uploadImage(member.userId, data);
      reply.code(201);
      return { image_key: imageKey };
    },
  );

  app.get(
    '/media/messages/:file',
    {
      config: { auth: 'member' },
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^\d{1,12}(\.thumb|\.blur)?\.webp$/) }),
      },
    },
    async (request, reply) => {
      const file = request.params.file;
      const { id } = parseMediaFile(file);
      const variant = file.includes('.blur.') ? 'blur' : file.includes('.thumb.') ? 'thumb' : 'full';
      const viewerId = requireMember(request).userId;
      return sendWebp(reply, await chats.imageFor(viewerId, id, variant, request.site.settings.domain));
    },
  );

  app.post(
    '/api/messages/:id/reveal',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['chats'],
        params: idParams,
        description:
          'The recipient opens a blurred image ("Tik om te bekijken", docs/safety.md "Explicit images"): ' +
          'from then on its thumbnail and full image are served to them. Answers the message.',
        response: { 200: z.object({ message: apiMessage }) },
      },
    },
    async (request) => ({
      message: await chats.revealImage(
        requireMember(request).userId,
        request.params.id,
        request.site.settings.domain,
      ),
    }),
  );

  app.get(
    '/api/chat-settings',
    {
      config: { auth: 'member' },
      schema: { tags: ['chats'], response: { 200: chatSettings } },
    },
    async (request) => ({
      blur_images: await blurImagesOf(app.deps.database.db, requireMember(request).userId),
    }),
  );

  app.put(
    '/api/chat-settings',
    {
      config: { auth: 'member' },
      schema: { tags: ['chats'], body: chatSettings, response: { 200: chatSettings } },
    },
    async (request) => ({
      blur_images: await setBlurImages(
        { db: app.deps.database.db, clock: app.deps.clock },
        requireMember(request).userId,
        request.body.blur_images,
      ),
    }),
  );

  app.delete(
    '/api/messages/:id',
    {
      config: { auth: 'member' },
      schema: { tags: ['chats'], params: idParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await chats.removeMessage(requireMember(request).userId, request.params.id);
      return { ok: true as const };
    },
  );
};
