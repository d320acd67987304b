import { z } from 'zod';
import { imageRef } from './user.ts';

/** A member as a search result card (API.md `GET /api/members`). */
export const memberCard = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(['male', 'female']),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  fictional: z.boolean(),
  online: z.boolean(),
  main_image: imageRef.nullable(),
});
export type MemberCard = z.infer<typeof memberCard>;

export const membersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const membersAnswer = z.object({
  results: z.array(memberCard),
  numResults: z.number().int(),
  page: z.number().int(),
});
