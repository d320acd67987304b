import { fictionalListAnswer, fictionalProfileAnswer, fictionalProfileForm } from '@common/schemas/fictional';
import { dbIdParam, idParams } from '@common/schemas/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/http.ts';
import { auditOf } from '../staff/with-audit.ts';

const photoParams = z.object({ id: dbIdParam, photoId: dbIdParam });

/**
 * The back office's fictional profiles (issue "Back office" §4), action `fictional.manage`
 * (admins): list, create, edit, hide and restore them, and their photos. Every write is audited
 * with the profile's state before and after (`targetType` profile).
 */
export const fictionalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const fictional = app.deps.fictionalAdmin;
  const config = { staff: 'fictional.manage' as const };

  /** The answer of every route about one profile: the profile and the sites to choose from. */
  const answer = async (profileId: number) => ({
    profile: await fictional.get(profileId),
    site_domains: await fictional.siteDomains(),
  });

  app.get(
    '/api/admin/fictional-profiles',
    {
      config,
      schema: {
        tags: ['admin'],
        description:
          'Fictional profiles, newest first (hidden ones with status disabled), with the conversations ' +
          'waiting for an operator, and every site domain a profile may be limited to.',
        response: { 200: fictionalListAnswer },
      },
    },
    async () => ({
      profiles: await fictional.list(),
      site_domains: await fictional.siteDomains(),
    }),
  );

  app.get(
    '/api/admin/fictional-profiles/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        description: "A fictional profile's form fields, sites, state and photos; 404 for a real member.",
        params: idParams,
        response: { 200: fictionalProfileAnswer },
      },
    },
    async (request) => answer(request.params.id),
  );

  app.post(
    '/api/admin/fictional-profiles',
    {
      config,
      schema: {
        tags: ['admin'],
        description:
          'Create a fictional profile: the profile form (SPEC §3, the same rules as a member’s) and ' +
          '`sites` (settings domains; empty: every site). A confirmed account that cannot log in.',
        body: fictionalProfileForm,
        response: { 201: fictionalProfileAnswer },
      },
    },
    async (request, reply) => {
      const created = await fictional.create(auditOf(request), request.body, request.site.settings);
      reply.code(201);
      return answer(created);
    },
  );

  app.put(
    '/api/admin/fictional-profiles/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        description:
          'Save the form over a fictional profile (404 for a real member); audited before and after.',
        params: idParams,
        body: fictionalProfileForm,
        response: { 200: fictionalProfileAnswer },
      },
    },
    async (request) => {
      await fictional.update(auditOf(request), request.params.id, request.body, request.site.settings);
      return answer(request.params.id);
    },
  );

  app.delete(
    '/api/admin/fictional-profiles/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        description: 'Hide a fictional profile: disabled, no longer searchable; its conversations are kept.',
        params: idParams,
        response: { 200: fictionalProfileAnswer },
      },
    },
    async (request) => {
      await fictional.setStatus(auditOf(request), request.params.id, 'disabled');
      return answer(request.params.id);
    },
  );

  app.post(
    '/api/admin/fictional-profiles/:id/restore',
    {
      config,
      schema: {
        tags: ['admin'],
        description: 'Show a hidden fictional profile again (active and searchable).',
        params: idParams,
        response: { 200: fictionalProfileAnswer },
      },
    },
    async (request) => {
      await fictional.setStatus(auditOf(request), request.params.id, 'active');
      return answer(request.params.id);
    },
  );

  app.post(
    '/api/admin/fictional-profiles/:id/photos',
    {
      config,
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        description:
          'Multipart upload, field `photo` (JPEG, PNG, WebP or AVIF, at most 10 MiB): re-encoded like a ' +
          'member’s photo, approved at once, the main photo when there is none; at most 25 photos.',
        params: idParams,
        response: { 201: fictionalProfileAnswer },
      },
    },
    async (request, reply) => {
      const profileId = request.params.id;
      await fictional.assertFictional(profileId);
      const data = await readUpload(request, 'photo');
      await fictional.addPhoto(auditOf(request), profileId, data);
      reply.code(201);
      return answer(profileId);
    },
  );

  app.delete(
    '/api/admin/fictional-profiles/:id/photos/:photoId',
    {
      config,
      schema: {
        tags: ['admin'],
        description: 'Remove a photo of a fictional profile; a main photo is replaced by the next one.',
        params: photoParams,
        response: { 200: fictionalProfileAnswer },
      },
    },
    async (request) => {
      const { id: profileId, photoId } = request.params;
      await fictional.removePhoto(auditOf(request), profileId, photoId);
      return answer(profileId);
    },
  );

  app.put(
    '/api/admin/fictional-profiles/:id/photos/:photoId/main',
    {
      config,
      schema: {
        tags: ['admin'],
        description: 'Make a photo of the fictional profile its main photo.',
        params: photoParams,
        response: { 200: fictionalProfileAnswer },
      },
    },
    async (request) => {
      const { id: profileId, photoId } = request.params;
      await fictional.setMainPhoto(auditOf(request), profileId, photoId);
      return answer(profileId);
    },
  );
};
