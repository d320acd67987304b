import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chat, message } from '../../test/member-cache';
import { historyWithMessage, listWithMessage, putRead } from './cache';
import { chatKeys } from './keys';

describe('the chat caches (CONVENTIONS 15)', () => {
  const list = { chats: [chat(5, 8, message(9, 5), 2), chat(3, 2, message(6, 3), 1)] };

  it('answers null for a message of a conversation the list does not hold, the same list for one counted', () => {
    expect(listWithMessage(list, message(12, 21))).toBeNull();
    expect(listWithMessage(list, message(6, 3))).toBe(list);
    expect(listWithMessage(list, message(5, 3))).toBe(list);
  });

  it('keeps the history in id order, each message once', () => {
    const history = {
      pages: [
        { messages: [message(20, 3), message(22, 3)], has_more: true },
        { messages: [message(10, 3)], has_more: false },
      ],
      pageParams: [null, 20],
    };
    const late = historyWithMessage(history, message(21, 3));
    expect(late.pages.map((page) => page.messages.map((m) => m.id))).toEqual([[20, 21, 22], [10]]);
    expect(late.pageParams).toEqual([null, 20]);
    expect(historyWithMessage(late, message(21, 3))).toBe(late);
    expect(historyWithMessage(history, message(10, 3))).toBe(history);
  });

  it('replaces a message it holds in another state where it is (an image screened or opened)', () => {
    const pending = message(10, 3, { type: 'image', body: null, image_screen: 'pending', blurred: true });
    const history = {
      pages: [{ messages: [pending, message(11, 3)], has_more: false }],
      pageParams: [null],
    };
    const flagged = { ...pending, image_screen: 'flagged' as const };
    const screened = historyWithMessage(history, flagged);
    expect(screened.pages[0]?.messages).toEqual([flagged, message(11, 3)]);
    const opened = historyWithMessage(screened, { ...flagged, blurred: false });
    expect(opened.pages[0]?.messages.map((m) => [m.id, m.blurred])).toEqual([
      [10, false],
      [11, false],
    ]);
    expect(historyWithMessage(opened, { ...flagged, blurred: false })).toBe(opened);
  });

  it('sets the unread count of the conversation read to 0, and no other', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatKeys.list, list);
    putRead(queryClient, 5);
    expect(queryClient.getQueryData(chatKeys.list)).toEqual({
      chats: [{ ...list.chats[0], num_unread_messages: 0 }, list.chats[1]],
    });
  });
});
