/**
 * Nudges and contact details held back (docs/safety.md): the back office's list of flagged
 * senders and the figures page's counts.
 */
import { z } from 'zod';
import { CONTACT_KINDS } from '../constants.ts';
import { day, daysInRange } from './figures.ts';

/** One open flag: a member who sent contact details early to many members, with the messages. */
export const contactFlagItem = z.object({
  id: z.number().int(),
  sender: z.object({ id: z.number().int(), name: z.string().nullable() }),
  /** Distinct recipients of held-back messages within the window when last counted. */
  recipients: z.number().int(),
  created_at: z.string(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      recipient: z.object({ id: z.number().int(), name: z.string().nullable() }),
      body: z.string().nullable(),
      kinds: z.array(z.enum(CONTACT_KINDS)),
      created_at: z.string(),
    }),
  ),
});
export type ContactFlagItem = z.infer<typeof contactFlagItem>;

/** `GET /api/admin/contact-flags` answer: the open flags, oldest first (at most 100). */
export const contactFlagsAnswer = z.object({ flags: z.array(contactFlagItem) });

/** `GET /api/admin/figures/nudges` query: a period of days (`from` inclusive, `to` inclusive), YYYY-MM-DD. */
export const nudgeFiguresQuery = z
  .object({ from: day, to: day })
  .refine((q) => !(daysInRange(q.from, q.to) < 1), { path: ['to'], message: 'validation.period_order' });

/** `GET /api/admin/figures/nudges` answer: nudges shown and what followed, contact details held back. */
export const nudgeFiguresAnswer = z.object({
  are_you_sure: z.object({ shown: z.number().int(), sent: z.number().int(), edited: z.number().int() }),
  bothers_you: z.object({ shown: z.number().int(), reported: z.number().int() }),
  held_back: z.number().int(),
});
export type NudgeFiguresAnswer = z.infer<typeof nudgeFiguresAnswer>;
