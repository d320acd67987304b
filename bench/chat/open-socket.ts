import WebSocket from 'ws';

/** How many handshakes the server refused with 503 (busy) and were tried again. */
export let refusedHandshakes = 0;

/**
 * Open a WebSocket to `url` with `headers`, as the site's own client does: a handshake the server
 * refuses as busy (503, its database queue full during a connection storm) is tried again after a
 * growing pause (100 ms, 200 ms, … up to 2 s), up to 20 times; any other failure rejects.
 */
export async function openSocket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, { headers });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('Unexpected server response: 503');
      if (!busy || attempt >= 20) throw error;
      refusedHandshakes += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
    }
  }
}
