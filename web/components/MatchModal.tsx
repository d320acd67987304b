import { lazy, Suspense, useState } from 'react';

/** The dialog with react-bootstrap's Modal: its own chunk, fetched when a profile first shows. */
const MatchDialog = lazy(() => import('./MatchDialog'));

/** The profile a match modal shows: id, name and the main photo's match path (SPEC §3). */
export interface MatchProfile {
  id: number;
  name: string;
  main_image: { match: string } | null;
}

/**
 * The events of the match modal (SPEC §2), each with the shown profile's id except `close`:
 * - `close`: closed without a choice (the close button, Escape, or a tap outside photos and buttons);
 * - `imagePressed`: the member's photo was tapped;
 * - `buttonPressed`: the parent's own button (its caption is `buttonCaption`) was pressed;
 * - `startConversation`: "send a message" was pressed; the modal then opens the conversation with
 *   that member (`/members/{id}/chat`, with the icebreakers while it is empty).
 */
export interface MatchModalEvents {
  onClose: () => void;
  onImagePressed: (id: number) => void;
  onButtonPressed: (id: number) => void;
  onStartConversation?: (id: number) => void;
}

/**
 * SPEC §2 match modal ("It's a Match" / "New like!") for `profile`, hidden while it is null: the
 * dialog (`MatchDialog`: full screen on phones, a large centred dialog from 576 px, both members'
 * photos, "send a message" and the parent's button captioned `buttonCaption`) is loaded the first
 * time a profile shows, so pages that never show one do not fetch react-bootstrap's Modal; it stays
 * drawn afterwards so that it can fade out. See `MatchModalEvents` for what each event carries.
 */
export function MatchModal(
  props: {
    profile: MatchProfile | null;
    kind: 'match' | 'like';
    buttonCaption: string;
  } & MatchModalEvents,
) {
  const [shown, setShown] = useState(false);
  if (props.profile && !shown) setShown(true);
  if (!shown && !props.profile) return null;
  return (
    <Suspense fallback={null}>
      <MatchDialog {...props} />
    </Suspense>
  );
}
