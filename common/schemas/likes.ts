import { z } from 'zod';
import { SUPPORTED_COUNTRIES } from '../constants.ts';
import { memberCard } from './members.ts';
import { imageRef } from './user.ts';

/**
 * A member in the likes lists (SPEC §3 liked profile): the card, the match photo path, who liked
 * whom, `like_new` until the member opened the like, and when the like was given (ISO time).
 */
export const likeCard = memberCard.extend({
  main_image: z.object({ filename: z.string(), thumb_filename: z.string(), match: z.string() }).nullable(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  like_new: z.boolean(),
  match: z.boolean(),
  liked_at: z.string(),
});
export type LikeCard = z.infer<typeof likeCard>;

/** SPEC §7 `GET /api/likes.php` answer: the liked and liking profiles, and who liked the member. */
export const likesAnswer = z.object({
  profiles: z.array(likeCard),
  liked_by: z.array(z.object({ id: z.number(), like_new: z.boolean() })),
});
export type LikesAnswer = z.infer<typeof likesAnswer>;

/** `POST /api/likes/:profileId` answer: `match` is true on the like that completes a pair (SPEC §4). */
export const likeAnswer = z.object({ like: z.literal(true), match: z.boolean() });

/** SPEC §7 `GET /api/auto-like.php` answer: the profile the like pop-up shows. */
export const autoLikeAnswer = z.object({
  id: z.number(),
  name: z.string(),
  main_image: z.object({ match: z.string() }),
});

/** `GET /api/swipe-game` answer: the next card (null when none is left) and today's likes left. */
export const swipeAnswer = z.object({ profile: memberCard.nullable(), likes_left: z.number() });

/**
 * `GET /api/swipe-game` query: the place the cards come from, as the member search names it
 * (`country`, `region` code; absent: anywhere). Ages, gender and look come from the member's
 * search defaults (SPEC §2 match finder).
 */
export const swipeQuery = z.object({
  country: z.enum(SUPPORTED_COUNTRIES).optional(),
  region: z.string().trim().max(10).optional(),
});
export type SwipeQuery = z.infer<typeof swipeQuery>;

/**
 * `GET /api/blocks` answer (SPEC §6 block/unblock; API.md): the members this member blocked,
 * newest block first, each with name, main photo (null without one) and when the block was made
 * (ISO time).
 */
export const blockedAnswer = z.object({
  blocked: z.array(
    z.object({ id: z.number(), name: z.string(), main_image: imageRef.nullable(), blocked_at: z.string() }),
  ),
});
export type BlockedAnswer = z.infer<typeof blockedAnswer>;
