import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { api } from '../../lib/api';
import { memberKeys } from '../../lib/keys';

/** SPEC §2 /likes/m/{id}, §4: opening a profile from likes clears its like_new, then shows it. */
export default function LikeOpenPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const target = Number(id);
    void api(`/api/likes/${target}/seen`, { method: 'POST' })
      .catch(() => undefined)
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: memberKeys.likes });
        navigate(`/members/${target}`, { replace: true });
      });
  }, [id, navigate, queryClient]);
  return <PageSpinner />;
}
