import { serverFrame } from '@common/schemas/realtime';
import { describe, expect, it } from 'vitest';
import { memberWith, testAppOfFile } from '../../test/helpers.ts';
import { consoleOf, fictionalProfile, writeTo } from '../../test/operators.ts';
import { connect, realtimeUrl, until } from '../../test/sockets.ts';
import { buildStaff } from '../../test/staff.ts';

const t = testAppOfFile({ listen: true });

describe('an operator’s answer', () => {
  it('reaches the member’s open socket as a message event, like a member’s message', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t, 'Realtime Roos');
    const conversation = await writeTo(t, member.cookie, profile.id, 'Is daar iemand?');
    const { socket, frames, opened } = connect(realtimeUrl(t.app), member.cookie);
    await opened;
    const operator = consoleOf(t, (await buildStaff(t, 'operator')).cookie);
    await operator.take(conversation);
    const answer = await operator.answer(conversation, 'Ja, Roos hier!');
    expect(answer.statusCode).toBe(201);
    const frame = await until(() => frames.find((f) => f.type === 'message'));
    expect(serverFrame.safeParse(frame).success).toBe(true);
    expect(frame.data).toMatchObject({
      id: answer.json().message.id,
      conversation_id: conversation,
      body: 'Ja, Roos hier!',
      from_me: false,
      sender_id: profile.id,
      client_id: null,
    });
    // Nothing about credits: the answer is free for everyone. Whatever its publish carried has
    // arrived once a marker published after it through the same bus has.
    const marker = { type: 'message_read', data: { conversation_id: 2_147_483_647 } } as const;
    await t.app.deps.bus.publish({ userIds: [member.id], event: marker });
    const at = await until(() => {
      const i = frames.findIndex(
        (f) => f.type === marker.type && f.data.conversation_id === marker.data.conversation_id,
      );
      return i < 0 ? undefined : i;
    });
    expect(frames.slice(0, at).some((f) => f.type === 'credits_changed')).toBe(false);
    socket.close();
  });
});
