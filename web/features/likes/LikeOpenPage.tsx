import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useMarkLikeSeen } from './queries';

/** SPEC §2 /likes/m/{id}, §4: opening a profile from likes clears its like_new, then shows it. */
export default function LikeOpenPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { mutateAsync: markSeen } = useMarkLikeSeen();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const target = Number(id);
    void markSeen(target)
      .catch(() => undefined)
      .finally(() => navigate(`/members/${target}`, { replace: true }));
  }, [id, navigate, markSeen]);
  return <PageSpinner />;
}
