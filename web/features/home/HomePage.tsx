import { SOCIAL_PROOF_MIN_ONLINE, shownCount } from '@common/constants';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ChatHeart } from '../../components/icons/chat-heart';
import { PersonBadge } from '../../components/icons/person-badge';
import { SearchHeart } from '../../components/icons/search-heart';
import { useFormat } from '../../lib/format';
import { useMemberOnArrival, useSettings } from '../../lib/queries';
import { useSignupModal } from '../auth/SignupModal';
import { useShowcase } from '../landers/queries';
import { HOME_FACES, HomeFaces } from './HomeFaces';
import './home.css';

const STEPS = [
  { key: 'profile', Icon: PersonBadge },
  { key: 'search', Icon: SearchHeart },
  { key: 'chat', Icon: ChatHeart },
] as const;

/**
 * SPEC §2 home: the visitor's landing with the signup; members go to the member search. The
 * landing is drawn at once, before user.php has answered (it is the page's largest paint); a
 * member who arrives here is sent on as soon as that answer names them. Real members' faces and
 * the number online now come from the showcase after the first paint (their slots keep their size).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const member = useMemberOnArrival();
  const { data: settings } = useSettings();
  const signup = useSignupModal();
  const format = useFormat();
  const showcase = useShowcase({ limit: HOME_FACES });
  // Honest social proof: no "Nu online: 1".
  const online = shownCount(showcase.data?.online_now, SOCIAL_PROOF_MIN_ONLINE);
  if (member) return <Navigate to="/members" replace />;
  return (
    <>
      <section className="hero py-5">
        <div className="container py-md-5">
          <div className="row align-items-center">
            <div className="col-lg-7">
              <p className={`home-online mb-3 ${online ? '' : 'invisible'}`}>
                <span className="online-dot" aria-hidden="true" />
                <span>{t('home.online_now', { n: online ? format.number(online) : '…' })}</span>
              </p>
              <h1 className="display-5 fw-bold">{t('home.title')}</h1>
              <p className="lead my-4">{t('home.lead', { site: settings?.name ?? 'Amora' })}</p>
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  data-signup=""
                  className="btn btn-light btn-lg text-primary fw-semibold"
                  onClick={() => signup.open()}
                >
                  {t('home.cta')}
                </button>
              </div>
              <p className="small mt-3 mb-0 opacity-75">{t('home.free_note')}</p>
            </div>
            <div className="col-lg-5 mt-4 mt-lg-0">
              <HomeFaces members={showcase.data?.members} />
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5">
        <h2 className="h3 text-center mb-4">{t('home.how_title')}</h2>
        <div className="row g-4">
          {STEPS.map((step) => (
            <div key={step.key} className="col-md-4">
              <div className="card h-100 border-0 shadow-sm text-center p-3">
                <step.Icon className="display-5 text-primary mx-auto" aria-hidden="true" />
                <h3 className="h5 mt-2">{t(`home.how.${step.key}.title`)}</h3>
                <p className="mb-0">{t(`home.how.${step.key}.body`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
