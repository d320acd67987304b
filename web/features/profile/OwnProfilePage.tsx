import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { InvisibleSwitch } from './InvisibleSwitch';
import { PhotosSection } from './PhotosSection';
import { ProfileCompleteness } from './ProfileCompleteness';
import { ProfileEditor } from './ProfileEditor';
import { useOwnProfile } from './queries';

/** SPEC §2 /profile: how complete the own profile is, its photos, the profile form and invisible mode. */
export default function OwnProfilePage() {
  const { t } = useTranslation();
  const query = useOwnProfile();
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    return (
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          {query.error?.message ?? t('errors.generic')}
        </div>
      </div>
    );
  }
  return (
    <div className="container py-4" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-4">{t('own.title')}</h1>
      <ProfileCompleteness profile={query.data} />
      <PhotosSection profile={query.data} />
      <p className="mb-4">
        <Link to="/verification">{t('verification.link')}</Link>
      </p>
      <ProfileEditor profile={query.data} />
      <InvisibleSwitch on={query.data.invisible} />
    </div>
  );
}
