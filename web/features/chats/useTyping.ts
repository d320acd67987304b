import { useEffect, useRef, useState } from 'react';
import { onRealtime, sendRealtime } from '../../lib/realtime';

/** How long "typing…" shows after the partner's last typing event, in ms. */
const TYPING_MS = 4000;
/** At most one typing event is sent per this many ms while the member types. */
const TYPING_SEND_MS = 3000;

/**
 * SPEC §4 typing indicator of a conversation (null: none yet). `partnerTyping` is true for 4 s
 * after a realtime `typing` event for it; `notifyTyping()` (call on every keystroke) sends the
 * member's own typing event on the socket at most every 3 s.
 */
export function useTyping(conversationId: number | null): {
  partnerTyping: boolean;
  notifyTyping: () => void;
} {
  const [typingUntil, setTypingUntil] = useState(0);
  const lastTyping = useRef(0);
  useEffect(
    () =>
      onRealtime((event) => {
        if (event.type === 'typing' && event.data.conversation_id === conversationId)
          setTypingUntil(Date.now() + TYPING_MS);
      }),
    [conversationId],
  );
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), typingUntil - Date.now());
    return () => clearTimeout(timer);
  }, [typingUntil]);
  const notifyTyping = () => {
    if (conversationId && Date.now() - lastTyping.current > TYPING_SEND_MS) {
      lastTyping.current = Date.now();
      sendRealtime({ type: 'typing', data: { conversation_id: conversationId } });
    }
  };
  return { partnerTyping: typingUntil > 0, notifyTyping };
}
