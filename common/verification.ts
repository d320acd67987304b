/**
 * Verified photos (issue 28 §2, docs/safety.md "Verified photos"): the drawn poses a member is asked
 * to copy in a selfie, the face distance threshold, and the API shapes of the member's page and
 * the moderators' queue.
 */
import { z } from 'zod';

/**
 * The drawn poses (`web/public/poses/{pose}.svg`, line drawings); the server draws one at random
 * for each request and stores it with the request. Texts: `verification.pose.{pose}`.
 */
export const VERIFICATION_POSES = [
  'open_hand',
  'thumbs_up',
  'peace_sign',
  'touch_nose',
  'hand_on_head',
  'point_up',
] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/**
 * Largest euclidean distance between two face descriptors (face-api's 128-value FaceNet-style
 * embedding) taken as "the same person": face-api's and dlib's usual 0.6, at which dlib's model
 * reports 99.38 % accuracy on the LFW benchmark. The moderator decides; the distance only helps.
 */
export const FACE_MATCH_THRESHOLD = 0.6;

/**
 * A request's states: pose drawn, selfie being compared, waiting for a moderator (also when the
 * comparison failed every try: the queue item's `comparison_failed`), decided.
 */
export const VERIFICATION_STATUSES = [
  'awaiting_selfie',
  'matching',
  'pending',
  'approved',
  'rejected',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** `GET /api/verification` answer: the member's badge, latest request and contact setting. */
export const verificationAnswer = z.object({
  /** The badge shows now: confirmed, and the main photo is the confirmed one (or matched it). */
  verified: z.boolean(),
  /** False for fictional profiles (never verified) and members without an approved main photo. */
  can_request: z.boolean(),
  request: z
    .object({
      id: z.number().int(),
      status: z.enum(VERIFICATION_STATUSES),
      pose: z.enum(VERIFICATION_POSES),
      /** The moderator's reason for a rejection. */
      reason: z.string().nullable(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    })
    .nullable(),
  /** "Only verified members may start a conversation with me". */
  verified_contact_only: z.boolean(),
});
export type VerificationAnswer = z.infer<typeof verificationAnswer>;

/** `PUT /api/verification/contact-only` body. */
export const verifiedContactOnlyBody = z.object({ enabled: z.boolean() });

/** One request in the moderators' queue (`GET /api/admin/verifications`). */
export const verificationQueueItem = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string().nullable() }),
  pose: z.enum(VERIFICATION_POSES),
  /** Smallest face distance to any approved profile photo; null when a face was missing. */
  distance: z.number().nullable(),
  /** The main photo's own distance; null without a face in it. */
  main_distance: z.number().nullable(),
  threshold: z.number(),
  /** Faces the model found in the selfie. */
  selfie_faces: z.number().int().nullable(),
  /** The automatic comparison failed every try: no distances, the moderator compares by eye. */
  comparison_failed: z.boolean(),
  created_at: z.string(),
  /** `/api/admin/verifications/{id}/selfie` (WebP), until the decision. */
  selfie_url: z.string(),
  photos: z.array(
    z.object({
      id: z.number().int(),
      filename: z.string(),
      thumb_filename: z.string(),
      is_main: z.boolean(),
    }),
  ),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItem>;

/** `GET /api/admin/verifications` answer: requests waiting for a moderator, oldest first (at most 50). */
export const verificationQueueAnswer = z.object({ requests: z.array(verificationQueueItem) });

/** `POST /api/admin/verifications/:id/decision` body: approve, or reject with a reason the member reads. */
export const verificationDecisionBody = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({
    approve: z.literal(false),
    reason: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(500, { message: 'validation.too_long' }),
  }),
]);
export type VerificationDecisionBody = z.infer<typeof verificationDecisionBody>;
