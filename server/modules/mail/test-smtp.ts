/**
 * A real SMTP server for the mail module's tests (smtp-server on 127.0.0.1, a free port): every
 * message it accepts is parsed with mailparser and kept; `refuse` makes it answer 550 to every
 * recipient. Plain SMTP without TLS or authentication, as a local relay would be.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A running test SMTP server. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** The messages accepted so far, parsed, in order of arrival. */
  received: ParsedMail[];
  /** While true, every recipient is refused with 550. */
  refuse: boolean;
  /** Connections opened so far. */
  connections: number;
  close(): Promise<void>;
}

/** The raw value of header `name` of `mail` (e.g. `List-Unsubscribe`), or undefined. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/** The first address a parsed mail was sent to. */
export function recipient(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
}

/** Start a test SMTP server on 127.0.0.1 and a free port. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    refuse: false,
    connections: 0,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          state.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
