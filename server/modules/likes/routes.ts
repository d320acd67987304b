import { dbIdParam } from '@common/schemas/ids';
import {
  autoLikeAnswer,
  blockedAnswer,
  likeAnswer,
  likesAnswer,
  swipeAnswer,
  swipeQuery,
} from '@common/schemas/likes';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requireMember } from '../../lib/http.ts';

const profileParams = z.object({ profileId: dbIdParam });

/** Likes and matches, the like pop-up, the swipe game and blocks (SPEC §2, §4, §6, §7; API.md). */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { likes } = app.deps;

  app.get(
    '/api/likes.php',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['likes'],
        response: { 200: likesAnswer },
      },
    },
    async (request) => likes.list(requireMember(request).userId, request.site.settings.domain),
  );

  app.post(
    '/api/likes/:profileId',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['likes'],
        params: profileParams,
        querystring: z.object({ source: z.enum(['profile', 'swipe']).default('profile') }),
        response: { 200: likeAnswer },
      },
    },
    async (request) =>
      likes.like(requireMember(request).userId, request.params.profileId, {
        source: request.query.source,
        timeZone: request.site.settings.time_zone,
      }),
  );

  app.delete(
    '/api/likes/:profileId',
    {
      config: { auth: 'member' },
      schema: { tags: ['likes'], params: profileParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await likes.unlike(requireMember(request).userId, request.params.profileId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/likes/:profileId/seen',
    {
      config: { auth: 'member' },
      schema: { tags: ['likes'], params: profileParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await likes.markSeen(requireMember(request).userId, request.params.profileId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auto-like.php',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['likes'],
        response: { 200: autoLikeAnswer },
      },
    },
    async (request) => {
      const profile = await likes.autoLike(requireMember(request).userId, request.site.settings.domain);
      if (!profile) throw new AppError('not_found');
      return profile;
    },
  );

  app.get(
    '/api/swipe-game',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['likes'],
        description:
          'SPEC §2 /swipe-game: the next card within the search defaults (gender, ages, look) ' +
          'and, with `country`/`region`, from that place; 429 `swipe_limit` after 4 likes today.',
        querystring: swipeQuery,
        response: { 200: swipeAnswer },
      },
    },
    async (request) =>
      likes.nextSwipe(
        requireMember(request).userId,
        request.site.settings.time_zone,
        request.site.settings.domain,
        request.query,
      ),
  );

  app.post(
    '/api/swipe-game/pass/:profileId',
    {
      config: { auth: 'member' },
      schema: { tags: ['likes'], params: profileParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await likes.pass(requireMember(request).userId, request.params.profileId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/blocks',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['blocks'],
        response: { 200: blockedAnswer },
      },
    },
    async (request) => ({ blocked: await likes.blocked(requireMember(request).userId) }),
  );

  app.post(
    '/api/blocks/:profileId',
    {
      config: { auth: 'member' },
      schema: { tags: ['blocks'], params: profileParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await likes.block(requireMember(request).userId, request.params.profileId);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/blocks/:profileId',
    {
      config: { auth: 'member' },
      schema: { tags: ['blocks'], params: profileParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await likes.unblock(requireMember(request).userId, request.params.profileId);
      return { ok: true as const };
    },
  );
};
