import { verificationAnswer, verifiedContactOnlyBody } from '@common/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload, requireMember } from '../../lib/http.ts';

/**
 * The member's side of verified photos (docs/safety.md "Verified photos"): the badge and the
 * latest request, asking (a pose is drawn), the selfie, and the setting "only verified members may
 * start a conversation with me".
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.deps;

  app.get(
    '/api/verification',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        description: "The member's badge, latest verification request and the verified-only contact setting.",
        response: { 200: verificationAnswer },
      },
    },
    async (request) => verification.status(requireMember(request).userId),
  );

  app.post(
    '/api/verification',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        description:
          'Ask for verification: a pose is drawn at random and stored with the request (the open ' +
          'request is answered when there is one). 403 for fictional profiles; validation ' +
          '`verification_photo` without an approved main photo.',
        response: { 200: verificationAnswer },
      },
    },
    async (request) => verification.start(requireMember(request).userId),
  );

  app.post(
    '/api/verification/selfie',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        description:
          'Multipart upload, field `selfie` (JPEG, PNG, WebP or AVIF, at most 10 MiB): the selfie in the ' +
          "drawn pose. Its face is compared with the profile photos' faces in a job, then a moderator " +
          'decides; the selfie is deleted after the decision. 404 without a request waiting for it.',
        response: { 200: verificationAnswer },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const data = await readUpload(request, 'selfie');
      return verification.submitSelfie(member.userId, data);
    },
  );

  app.put(
    '/api/verification/contact-only',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        description: 'The setting "only verified members may start a conversation with me".',
        body: verifiedContactOnlyBody,
        response: { 200: verificationAnswer },
      },
    },
    async (request) => verification.setContactOnly(requireMember(request).userId, request.body.enabled),
  );
};
