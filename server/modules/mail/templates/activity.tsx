/**
 * The mails that tell a member of activity while they are away (SPEC §3 kinds new_conversations,
 * new_messages, like, unread_message_reminders): a new conversation, new messages, a like, a
 * match and the reminder of unread messages. The other member's name and photo lead; a message's
 * first words are quoted. Names and quotes are member-supplied: React escapes them.
 */
import { Avatar, Quote } from './layout.tsx';
import { standard, type Template } from './standard.tsx';

/** The longest quoted start of a message (characters), cut at a word with an ellipsis. */
const PREVIEW_CHARS = 140;

/** `text` cut to `PREVIEW_CHARS` at a space, with "…" when cut; '' for none. */
export function previewOf(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_CHARS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A member wrote for the first time (button: the conversation). */
export const newConversation: Template<'new_conversation'> = (input) => {
  const preview = previewOf(input.params.preview);
  return standard(input, {
    lead: <Avatar src={input.params.photoUrl} alt={input.params.name} />,
    details: preview ? <Quote>{preview}</Quote> : null,
  });
};

/** New messages in a conversation (button: the conversation). */
export const newMessage: Template<'new_message'> = (input) => {
  const preview = previewOf(input.params.preview);
  return standard(input, {
    lead: <Avatar src={input.params.photoUrl} alt={input.params.name} />,
    details: preview ? <Quote>{preview}</Quote> : null,
  });
};

/** A member liked the member (button: their profile). */
export const like: Template<'like'> = (input) =>
  standard(input, { lead: <Avatar src={input.params.photoUrl} alt={input.params.name} /> });

/** The member and another like each other (button: their profile). */
export const match: Template<'match'> = (input) =>
  standard(input, { lead: <Avatar src={input.params.photoUrl} alt={input.params.name} /> });

/** Messages still unread (plural texts by `count`; button: the chats). */
export const unreadMessageReminder: Template<'unread_message_reminder'> = (input) => standard(input);
