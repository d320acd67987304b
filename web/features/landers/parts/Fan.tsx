import type { ShowcaseMember } from '@common/schemas/showcase';
import { MemberPhoto } from './MemberPhoto';

/** Three faces fanned out beside a hero's headline (desktop); nothing until they are known. */
export function Fan({ members }: { members: ShowcaseMember[] | undefined }) {
  const three = members?.slice(0, 3) ?? [];
  return (
    <div className="lander-fan" aria-hidden="true">
      {three.map((m) => (
        <div key={m.id}>
          <MemberPhoto member={m} sizes="(min-width: 992px) 260px, 1px" decorative eager />
        </div>
      ))}
    </div>
  );
}
