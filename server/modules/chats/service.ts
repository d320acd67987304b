/**
 * The chats module's use cases, put together for the routes (`app.deps.chats`): each lives in its
 * own file with its own narrow dependencies — `send.ts` (store, charge, deliver), `queries.ts`
 * (chat list, messages page), `operator-send.ts` (answers as a fictional profile), `own-side.ts` (read, remove), `images.ts` (chat
 * image upload and files). Conversations and paid messages: SPEC §1, §2, §4-§7; issue: chat.
 */
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { PhotoStorage } from '../media/storage.ts';
import type { MemberRelations } from '../members/relations.ts';
import type { Bus } from '../realtime/bus.ts';
import { createChatImages } from './images.ts';
import { createOperatorSend } from './operator-send.ts';
import { createOwnSide } from './own-side.ts';
import { createChatQueries } from './queries.ts';
import { createSend } from './send.ts';

/** Every chats use case: `send`, `list`, `page`, `answerAsProfile`, `markRead`, `removeConversation`, `removeMessage`, `uploadImage`, `revealImage`, `imageFor`. */
export type ChatsService = ReturnType<typeof createChatsService>;

/** Build the chats use cases from the app's database, clock, realtime bus and photo storage. */
export function createChatsService(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  bus: Pick<Bus, 'publish'>;
  storage: Pick<PhotoStorage, 'get' | 'put'>;
  /** Where chat image uploads are queued for the explicit-image screening. */
  jobs: Pick<JobQueue, 'send'>;
  /** What members' visibility rules need from likes and chats (server/app.ts `memberRelations`). */
  relations: Pick<MemberRelations, 'likeState' | 'wroteTo'>;
  /** Queues the recipient's mail or push after a send (notifications). */
  notify?: { queueMessage(messageId: number): Promise<void> };
  /** Whether member `userId` has a socket open in this process (the realtime hub's `has`). */
  onlineHere?: (userId: number) => boolean;
}) {
  return {
    ...createSend(deps),
    ...createOperatorSend(deps),
    ...createChatQueries(deps),
    ...createOwnSide(deps),
    ...createChatImages(deps),
  };
}
