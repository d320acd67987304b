/**
 * Query keys of the chat feature (CONVENTIONS 12). `list` is also the prefix of every
 * conversation's messages: invalidating it refreshes the open conversation too.
 */
export const chatKeys = {
  list: ['chats'] as const,
  messages: (conversationId: number) => ['chats', 'messages', conversationId] as const,
  /** The member's chat image setting (outside `list`: refreshing conversations keeps it). */
  settings: ['chat-settings'] as const,
};
