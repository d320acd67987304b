import type { ShowcaseMember } from '@common/schemas/showcase';
import { useTranslation } from 'react-i18next';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useSignupModal } from '../auth/SignupModal';

/** How many faces the home page shows. */
export const HOME_FACES = 8;

/**
 * Real members' faces on the home page (SPEC §2): a grid of photos, each opening the signup;
 * grey squares of the same size before the showcase has answered (and in the prerendered page),
 * so nothing moves when they arrive. Thumbnails on phones, 600 px photos where the slot is wider.
 */
export function HomeFaces({ members }: { members: ShowcaseMember[] | undefined }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const signup = useSignupModal();
  return (
    <ul className="home-faces list-unstyled mb-0" aria-label={t('home.faces_label')}>
      {Array.from({ length: HOME_FACES }, (_, i) => {
        const m = members?.[i];
        if (!m)
          // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity.
          return <li key={i} className="home-face home-face-empty" aria-hidden="true" />;
        const thumb = mediaUrl(settings, m.image.thumb_filename);
        return (
          <li key={m.id} className="home-face">
            {/* Its name starts with the caption it shows, then what it does (WCAG 2.5.3 label in name). */}
            <button
              type="button"
              data-signup=""
              onClick={() => signup.open()}
              aria-label={`${m.name}, ${m.age}: ${t('home.meet_cta')}`}
            >
              <img
                src={thumb}
                srcSet={`${thumb} 200w, ${mediaUrl(settings, m.image.filename)} 600w`}
                sizes="(min-width: 992px) 150px, 25vw"
                alt=""
                width="200"
                height="200"
                loading={i < 4 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className="home-face-name" aria-hidden="true">
                {m.online && <span className="online-dot me-1" />}
                {m.name}, {m.age}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
