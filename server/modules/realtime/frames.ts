/**
 * Frames clients send on the realtime socket (API.md `GET /api/realtime`), dispatched to the module
 * that handles each type: realtime answers `ping` itself; other types are registered at wiring time
 * with `onClientFrame` (server/app.ts: chats registers `typing`), so realtime imports no module
 * above it (module layers: docs/architecture.md).
 */
import type { ClientFrame } from '@common/schemas/realtime';

/** Who sent a frame: the member of the socket's session. */
export interface FrameSender {
  userId: number;
}

/** Handles one client frame of type `T`; a throw is logged by the socket route, never answered. */
export type ClientFrameHandler<T extends ClientFrame['type']> = (
  frame: Extract<ClientFrame, { type: T }>,
  sender: FrameSender,
) => Promise<void>;

/** The registry of client-frame handlers (`app.deps.clientFrames`). */
export interface ClientFrames {
  /** Register the handler of frames of `type` (one per type; a second registration replaces the first). */
  onClientFrame<T extends Exclude<ClientFrame['type'], 'ping'>>(
    type: T,
    handler: ClientFrameHandler<T>,
  ): void;
  /** The handler registered for `frame`'s type, or undefined (the frame is then ignored). */
  handlerOf(frame: ClientFrame): ((sender: FrameSender) => Promise<void>) | undefined;
}

/** Build an empty registry of client-frame handlers. */
export function createClientFrames(): ClientFrames {
  const handlers = new Map<string, (frame: ClientFrame, sender: FrameSender) => Promise<void>>();
  return {
    onClientFrame(type, handler) {
      handlers.set(type, handler as (frame: ClientFrame, sender: FrameSender) => Promise<void>);
    },
    handlerOf(frame) {
      const handler = handlers.get(frame.type);
      return handler ? (sender) => handler(frame, sender) : undefined;
    },
  };
}
