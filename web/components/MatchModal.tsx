import { Modal } from 'react-bootstrap';
import { HandThumbsUpFill, PersonCircle } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { mediaUrl, useSettings } from '../lib/queries';

/** The profile a match modal shows: id, name and the main photo's match path (SPEC §3). */
export interface MatchProfile {
  id: number;
  name: string;
  main_image: { match: string } | null;
}

/**
 * SPEC §2 match modal ("It's a Match" / "New like!"): full screen, thumbs-up, the profile's
 * main photo (tapping reports imagePressed), one button whose caption the parent supplies
 * (buttonPressed); tapping elsewhere closes it (close).
 */
export function MatchModal({
  profile,
  kind,
  buttonCaption,
  onClose,
  onImagePressed,
  onButtonPressed,
}: {
  profile: MatchProfile | null;
  kind: 'match' | 'like';
  buttonCaption: string;
  onClose: () => void;
  onImagePressed: (id: number) => void;
  onButtonPressed: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <Modal
      show={Boolean(profile)}
      onHide={onClose}
      fullscreen
      contentClassName="match-modal"
      aria-labelledby="match-title"
    >
      {profile && (
        <Modal.Body
          className="d-flex flex-column align-items-center justify-content-center text-center text-white"
          onClick={onClose}
        >
          <HandThumbsUpFill className="display-1" aria-hidden="true" />
          <h2 id="match-title" className="display-5 fw-bold">
            {kind === 'match' ? t('likes.its_a_match') : t('likes.new_like')}
          </h2>
          <p className="lead">
            {kind === 'match'
              ? t('likes.match_text', { name: profile.name })
              : t('likes.like_text', { name: profile.name })}
          </p>
          <button
            type="button"
            className="btn p-0 border-0 rounded-circle overflow-hidden my-3 match-photo"
            onClick={(e) => {
              e.stopPropagation();
              onImagePressed(profile.id);
            }}
            aria-label={t('likes.view_profile', { name: profile.name })}
          >
            {profile.main_image?.match ? (
              <img src={mediaUrl(settings, profile.main_image.match)} alt="" width="220" height="220" />
            ) : (
              <PersonCircle className="display-1 text-white" aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            className="btn btn-light btn-lg text-primary fw-semibold px-5 match-cta"
            onClick={(e) => {
              e.stopPropagation();
              onButtonPressed(profile.id);
            }}
          >
            {buttonCaption}
          </button>
          <button type="button" className="btn btn-link text-white mt-3" onClick={onClose}>
            {t('common.close')}
          </button>
        </Modal.Body>
      )}
    </Modal>
  );
}
