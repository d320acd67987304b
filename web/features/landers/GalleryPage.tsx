import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

const FILTERS = [
  { key: 'all', gender: undefined },
  { key: 'women', gender: 'female' },
  { key: 'men', gender: 'male' },
] as const;
const GALLERY = {
  cols: 'row-cols-2 row-cols-sm-3 row-cols-lg-6',
  sizes: '(min-width: 992px) 16vw, (min-width: 576px) 33vw, 50vw',
};

/**
 * SPEC §2 `/landers/gallery/{slug?}`: a photo gallery of members, women or men or both, with
 * "see all photos" leading to the signup.
 */
export default function GalleryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>(FILTERS[0]);
  const lander = useLander('gallery', 24, { gender: filter.gender });
  return (
    <LanderPage name="gallery">
      <section className="bg-white border-bottom py-4 py-md-5">
        <div className="container d-md-flex align-items-end justify-content-between gap-4">
          <div>
            <h1 className="display-6 fw-bold text-secondary">{lander.title}</h1>
            <p className="lead mb-3 mb-md-0">{t('landers.gallery.lead')}</p>
          </div>
          <OnlineBadge count={lander.online} className="border flex-shrink-0" />
        </div>
      </section>
      <section className="container py-4" aria-labelledby="gallery-photos">
        <h2 id="gallery-photos" className="visually-hidden">
          {t('landers.gallery.photos')}
        </h2>
        <fieldset className="lander-filter mb-3">
          <legend className="visually-hidden">{t('landers.gallery.show')}</legend>
          <div className="btn-group" role="radiogroup" aria-label={t('landers.gallery.show')}>
            {FILTERS.map((f) => (
              <label
                key={f.key}
                className={`btn ${filter.key === f.key ? 'btn-primary' : 'btn-outline-primary'}`}
              >
                <input
                  type="radio"
                  className="visually-hidden"
                  name="gallery-filter"
                  value={f.gender ?? ''}
                  checked={filter.key === f.key}
                  onChange={() => setFilter(f)}
                />
                {t(`landers.gallery.${f.key}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <MemberGrid
          members={lander.members}
          count={24}
          grid={GALLERY}
          eager={4}
          label={t('landers.members_label')}
        />
        <div className="text-center mt-4">
          <SignupButton>{t('landers.gallery.more')}</SignupButton>
          <div className="d-flex justify-content-center mt-4">
            <TrustBadges />
          </div>
        </div>
      </section>
    </LanderPage>
  );
}
