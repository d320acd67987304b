import { idParams } from '@common/schemas/ids';
import { matchFinderAnswers, searchDefaultsAnswer } from '@common/schemas/match-finder';
import {
  memberProfileAnswer,
  membersAnswer,
  membersQuery,
  ownProfileAnswer,
  profileForm,
} from '@common/schemas/members';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { readUpload, requireMember } from '../../lib/http.ts';
import { presentImage } from './present.ts';

/**
 * Members: search (SPEC §6: visitors only where logged_out_search allows), profile pages, the
 * own profile and its photos, invisible mode (API.md).
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, ownProfile: own, photos } = app.deps;

  app.get(
    '/api/members',
    { schema: { tags: ['members'], querystring: membersQuery, response: { 200: membersAnswer } } },
    async (request) => {
      const settings = request.site.settings;
      if (!request.member) {
        const fromTrafficSource = Boolean(request.cookies.tracking);
        const open =
          settings.logged_out_search || (fromTrafficSource && settings.logged_out_search_trafficsource);
        if (!open) throw new AppError('authentication_required');
      }
      return members.search(request.member?.userId ?? null, request.query, settings.domain);
    },
  );

  app.get(
    '/api/members/:id',
    {
      schema: {
        tags: ['members'],
        params: idParams,
        response: { 200: memberProfileAnswer },
      },
    },
    async (request) => {
      const settings = request.site.settings;
      if (!request.member && !settings.logged_out_search) throw new AppError('authentication_required');
      return { profile: await members.profile(request.member?.userId ?? null, request.params.id, settings) };
    },
  );

  app.get(
    '/api/profile',
    { config: { auth: 'member' }, schema: { tags: ['profile'], response: { 200: ownProfileAnswer } } },
    async (request) => ({
      profile: await own.get(requireMember(request).userId),
    }),
  );

  app.put(
    '/api/profile',
    {
      config: { auth: 'member' },
      schema: { tags: ['profile'], body: profileForm, response: { 200: ownProfileAnswer } },
    },
    async (request) => ({
      profile: await own.save(requireMember(request).userId, request.body, request.site.settings),
    }),
  );

  app.get(
    '/api/profile/search-defaults',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        description:
          'SPEC §2 match finder: where the member search starts: `gender` sought, `min_age`/`max_age` ' +
          'in years (null: no bound), `appearance` sought (null: any).',
        response: { 200: searchDefaultsAnswer },
      },
    },
    async (request) => ({
      search_defaults: await own.searchDefaults(requireMember(request).userId),
    }),
  );

  app.put(
    '/api/profile/search-defaults',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        description:
          'SPEC §2 match finder dialog: `ages` 18-35 (ages 18 to 35) or 35+ (35, no upper bound), ' +
          '`appearance` sought and optionally `looking_for` become the search defaults.',
        body: matchFinderAnswers,
        response: { 200: searchDefaultsAnswer },
      },
    },
    async (request) => ({
      search_defaults: await own.saveMatchFinder(requireMember(request).userId, request.body),
    }),
  );

  app.put(
    '/api/account/invisible',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        description:
          'SPEC §4 invisible mode, a premium feature: turning it on as a free member answers 403 ' +
          '`premium_only`; turning it off is always allowed.',
        body: z.object({ invisible: z.boolean() }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await own.setInvisible(requireMember(request).userId, request.body.invisible);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/photos',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        description: 'Multipart upload, field `photo` (JPEG, PNG, WebP or AVIF, at most 10 MiB).',
        response: {
          201: z.object({
            photo: z.object({
              id: z.number(),
              status: z.string(),
              filename: z.string(),
              thumb_filename: z.string(),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const data = await readUpload(request, 'photo');
      const photo = await photos.upload(member.userId, data);
      const image = presentImage(photo.id);
      reply.code(201);
      return {
        photo: {
          id: photo.id,
          status: photo.status,
          filename: image?.filename ?? '',
          thumb_filename: image?.thumb_filename ?? '',
        },
      };
    },
  );

  app.delete(
    '/api/photos/:id',
    {
      config: { auth: 'member' },
      schema: { tags: ['profile'], params: idParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await photos.remove(requireMember(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/photos/:id/main',
    {
      config: { auth: 'member' },
      schema: { tags: ['profile'], params: idParams, response: { 200: okAnswer } },
    },
    async (request) => {
      await photos.setMain(requireMember(request).userId, request.params.id);
      return { ok: true as const };
    },
  );
};
