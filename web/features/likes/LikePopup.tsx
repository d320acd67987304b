import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MatchModal, type MatchProfile } from '../../components/MatchModal';
import { useUser } from '../../lib/queries';
import { useAutoLike } from './queries';

/**
 * SPEC §2, §7: the like pop-up. With `?t=<seconds>` in the address (0 to 3600; not a number
 * counts as 0) it shows after that delay; the parameter is removed at once, and the delay keeps
 * running after it is gone (the member stays in the layout). The profile comes from
 * auto-like.php, and the likes are reloaded 500 ms later. Its "send a message" opens the
 * conversation with that member.
 */
export function LikePopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const autoLike = useAutoLike();
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  const [profile, setProfile] = useState<MatchProfile | null>(null);
  // The delay taken from the address (seconds) until its timer fires; a new `t` starts it again.
  const [pending, setPending] = useState<{ seconds: number } | null>(null);
  const delay = params.get('t');

  useEffect(() => {
    if (delay === null || !user) return;
    setPending({ seconds: Math.min(Math.max(Number(delay) || 0, 0), 3600) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('t');
        return next;
      },
      { replace: true },
    );
  }, [delay, user, setParams]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(async () => {
      setPending(null);
      try {
        setProfile(await autoLike());
      } catch {
        // No profile to show: the pop-up simply does not appear.
      }
    }, pending.seconds * 1000);
    return () => clearTimeout(timer);
  }, [pending, autoLike]);

  return (
    <MatchModal
      profile={profile}
      kind="like"
      buttonCaption={t('likes.view')}
      onClose={() => setProfile(null)}
      onImagePressed={(id) => {
        setProfile(null);
        navigate(`/likes/m/${id}`);
      }}
      onButtonPressed={(id) => {
        setProfile(null);
        navigate(`/likes/m/${id}`);
      }}
      onStartConversation={() => setProfile(null)}
    />
  );
}
