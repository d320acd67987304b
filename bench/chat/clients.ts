/**
 * A process of the chat benchmark that holds a share of the WebSocket clients, so the sockets do
 * not compete with the sender for one event loop. Driven over IPC by `run.ts`:
 * `{connect: {url, cookies}}` → `{connected: n}`; `{report: true}` → `{latencies: number[]}` (ms
 * from the sender's wall-clock stamp in the message body to receipt here), then it closes.
 */
import type WebSocket from 'ws';
import { openSocket } from './open-socket.ts';

type Command = { connect: { url: string; cookies: string[] } } | { report: true };

const sockets: WebSocket[] = [];
const latencies: number[] = [];
/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
const nowMs = () => performance.timeOrigin + performance.now();

function onFrame(raw: WebSocket.RawData) {
  const event = JSON.parse(String(raw)) as { type: string; data: { body?: string; from_me?: boolean } };
  if (event.type !== 'message' || event.data.from_me) return;
  // Bodies are `m-<k>-<sent epoch ms>-<uuid>`; warm-up messages carry sent epoch 0.
  const sent = Number(event.data.body?.split('-')[2]);
  if (sent > 0) latencies.push(nowMs() - sent);
}

async function connect(url: string, cookies: string[]) {
  for (let i = 0; i < cookies.length; i += 200) {
    const batch = cookies
      .slice(i, i + 200)
      .map((cookie) => openSocket(url, { cookie }).then((ws) => ws.on('message', onFrame)));
    sockets.push(...(await Promise.all(batch)));
  }
}

process.on('message', async (command: Command) => {
  if ('connect' in command) {
    await connect(command.connect.url, command.connect.cookies);
    process.send?.({ connected: sockets.length });
  } else {
    process.send?.({ latencies }, () => {
      for (const s of sockets) s.close();
      process.exit(0);
    });
  }
});
