import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mediaUrl, useSettings, useUser } from '../lib/queries';
import { ChatHeartFill } from './icons/chat-heart-fill';
import { HandThumbsUpFill } from './icons/hand-thumbs-up-fill';
import { PersonCircle } from './icons/person-circle';
import { XLg } from './icons/x-lg';
import type { MatchModalEvents, MatchProfile } from './MatchModal';

function Photo({ src, size }: { src: string | null; size: 'own' | 'theirs' }) {
  return src ? (
    <img src={src} alt="" className={`match-photo-img match-photo-${size}`} />
  ) : (
    <span className={`match-photo-img match-photo-${size} match-photo-empty`}>
      <PersonCircle aria-hidden="true" />
    </span>
  );
}

/**
 * SPEC §2 match modal ("It's a Match" / "New like!"), drawn with react-bootstrap's Modal in its own
 * chunk (`MatchModal` loads it when it first shows a profile): full screen on phones, a large centred
 * dialog from 576 px; the thumbs-up (a like) or a heart (a match), the texts in the member's
 * language, both members' main photos (a placeholder for a missing one), "send a message"
 * (startConversation) and one button whose caption the parent supplies (buttonPressed). Tapping
 * elsewhere closes it (close). See `MatchModalEvents` for what each event carries.
 */
export default function MatchDialog({
  profile,
  kind,
  buttonCaption,
  onClose,
  onImagePressed,
  onButtonPressed,
  onStartConversation,
}: {
  profile: MatchProfile | null;
  kind: 'match' | 'like';
  buttonCaption: string;
} & MatchModalEvents) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const { data: user } = useUser();
  const own = user?.profile?.main_image ? mediaUrl(settings, user.profile.main_image.filename) : null;
  return (
    <Modal
      show={Boolean(profile)}
      onHide={onClose}
      // Written out rather than `size`/`fullscreen`: the CSS purge keeps only class names it finds in the source.
      dialogClassName="modal-lg modal-fullscreen-sm-down"
      centered
      contentClassName="match-modal"
      aria-labelledby="match-title"
    >
      {profile && (
        <Modal.Body
          className="d-flex flex-column align-items-center justify-content-center text-center text-white px-3 py-5"
          onClick={onClose}
        >
          <button
            type="button"
            className="btn btn-link text-white position-absolute top-0 end-0 m-2 fs-4 match-close"
            aria-label={t('common.close')}
            onClick={(e) => {
              e.stopPropagation();
              onClose();
            }}
          >
            <XLg aria-hidden="true" />
          </button>
          {kind === 'match' ? (
            <ChatHeartFill className="display-4 mb-2" aria-hidden="true" />
          ) : (
            <HandThumbsUpFill className="display-4 mb-2" aria-hidden="true" />
          )}
          <h2 id="match-title" className="display-6 fw-bold mb-2">
            {kind === 'match' ? t('likes.its_a_match') : t('likes.new_like')}
          </h2>
          <p className="lead mb-4">
            {kind === 'match'
              ? t('likes.match_text', { name: profile.name })
              : t('likes.like_text', { name: profile.name })}
          </p>
          <div className="d-flex align-items-center justify-content-center mb-4 match-photos">
            {user && (
              <span role="img" aria-label={t('likes.your_photo')} className="match-photo-own">
                <Photo src={own} size="own" />
              </span>
            )}
            <button
              type="button"
              className="btn p-0 border-0 rounded-circle match-photo"
              onClick={(e) => {
                e.stopPropagation();
                onImagePressed(profile.id);
              }}
              aria-label={t('likes.view_profile', { name: profile.name })}
            >
              <Photo
                src={profile.main_image?.match ? mediaUrl(settings, profile.main_image.match) : null}
                size="theirs"
              />
            </button>
          </div>
          <div className="d-grid gap-2 w-100 match-actions">
            <button
              type="button"
              className="btn btn-light btn-lg text-primary fw-semibold match-cta"
              onClick={(e) => {
                e.stopPropagation();
                onStartConversation?.(profile.id);
                navigate(`/members/${profile.id}/chat`);
              }}
            >
              <ChatHeartFill className="me-2" aria-hidden="true" />
              {t('likes.send_message')}
            </button>
            <button
              type="button"
              className="btn btn-outline-light btn-lg match-secondary"
              onClick={(e) => {
                e.stopPropagation();
                onButtonPressed(profile.id);
              }}
            >
              {buttonCaption}
            </button>
          </div>
        </Modal.Body>
      )}
    </Modal>
  );
}
