import type { CountryCode } from '@common/constants';
import { REGIONS } from '@common/regions';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/queries';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { OnlineBadge } from './parts/OnlineBadge';
import { RegionMap } from './parts/RegionMap';
import { SignupButton } from './parts/SignupButton';
import { useLander } from './parts/useLander';

/**
 * SPEC §2 `/landers/maplanding/{slug?}`: members nearby on a map of the site's country: a pin per
 * region (each its own lander), faces around the chosen place, and the members there below.
 */
export default function MapPage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const lander = useLander('maplanding', 12);
  // The site's selected country: `geoip_country` is the visitor's own (GeoIP), who may be abroad.
  const regions = REGIONS[(settings?.geoip_selected_country ?? 'NL') as CountryCode] ?? [];
  return (
    <LanderPage name="maplanding">
      <section className="bg-white border-bottom py-4 py-md-5">
        <div className="container">
          <div className="row align-items-center g-4">
            <div className="col-lg-5">
              <OnlineBadge count={lander.online} className="border mb-3" />
              <h1 className="display-6 fw-bold text-secondary">{lander.title}</h1>
              <p className="lead my-3">{t('landers.maplanding.lead')}</p>
              <SignupButton />
              <p className="small text-body-secondary mt-3 mb-0">{t('landers.maplanding.pick')}</p>
            </div>
            <div className="col-lg-7">
              <RegionMap regions={regions} current={lander.place?.region} members={lander.members ?? []} />
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="map-members">
        <h2 id="map-members" className="h3 lander-section-title mb-3">
          {lander.membersTitle()}
        </h2>
        <MemberGrid members={lander.members} count={12} label={t('landers.members_label')} />
      </section>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
