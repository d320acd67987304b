/**
 * The weekly update (SPEC §3 kind weekly_updates): up to 6 suggested members as cards (photo,
 * name, age and city, a link to the profile) that flow two to a row on a phone and three on a
 * wider screen (inline blocks: no media queries, which many mail clients drop).
 */
import { Img, Link, Section, Text } from '@react-email/components';
import type { SuggestedMember } from '../types.ts';
import { COLORS } from './layout.tsx';
import { standard, type Template } from './standard.tsx';

/** At most this many members are shown. */
export const WEEKLY_UPDATE_MEMBERS = 6;

/** Card and photo width (px): two cards fit the 303 px of a 375 px screen, three the 488 px of 560 px. */
const CARD_PX = 136;
const PHOTO_PX = 128;

function MemberCard({ member, ageText, view }: { member: SuggestedMember; ageText: string; view: string }) {
  return (
    <div
      style={{
        display: 'inline-block',
        width: `${CARD_PX}px`,
        margin: '4px',
        verticalAlign: 'top',
        textAlign: 'center',
      }}
    >
      {/* The photo links to the profile too; the plain text keeps only the name's link. */}
      <Link href={member.link} style={{ textDecoration: 'none' }} data-skip-in-text="true">
        {member.photoUrl ? (
          <Img
            src={member.photoUrl}
            alt={member.name}
            width={String(PHOTO_PX)}
            height={String(PHOTO_PX)}
            style={{ borderRadius: '8px', objectFit: 'cover', margin: '0 auto' }}
          />
        ) : (
          <div
            aria-hidden="true"
            style={{
              width: `${PHOTO_PX}px`,
              height: `${PHOTO_PX}px`,
              lineHeight: `${PHOTO_PX}px`,
              margin: '0 auto',
              borderRadius: '8px',
              backgroundColor: COLORS.border,
              color: COLORS.secondary,
              fontSize: '48px',
              fontWeight: 700,
            }}
          >
            {member.name.slice(0, 1).toUpperCase()}
          </div>
        )}
      </Link>
      <Text
        style={{
          fontSize: '15px',
          fontWeight: 700,
          lineHeight: '20px',
          margin: '8px 0 0',
          overflowWrap: 'break-word',
        }}
      >
        {member.name}
      </Text>
      <Text style={{ fontSize: '13px', lineHeight: '18px', color: COLORS.muted, margin: '2px 0 4px' }}>
        {ageText}
      </Text>
      <Text style={{ fontSize: '13px', lineHeight: '18px', margin: '0 0 8px' }}>
        <Link href={member.link} style={{ color: COLORS.link }}>
          {view}
        </Link>
      </Text>
    </div>
  );
}

/** The weekly update with its suggested members (button: the member search). */
export const weeklyUpdate: Template<'weekly_update'> = (input) => {
  const members = input.params.members.slice(0, WEEKLY_UPDATE_MEMBERS);
  return standard(input, {
    details: (
      <Section style={{ textAlign: 'center', margin: '8px 0' }}>
        {members.map((member) => (
          <MemberCard
            key={member.link}
            member={member}
            ageText={
              member.city
                ? input.t('age_city', { age: member.age, city: member.city })
                : input.t('age', { age: member.age })
            }
            view={input.t('view_profile')}
          />
        ))}
      </Section>
    ),
  });
};
