import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { ApiError } from '../../lib/api';
import { useSendSelfie, useSetContactOnly, useStartVerification, useVerification } from './queries';

/**
 * The selfie in the drawn pose: the front camera (`getUserMedia`) with a capture button, or, when
 * there is no camera (or the member prefers), a file input that opens the phone's camera
 * (`capture="user"`). The file input is visually hidden (still focusable, named by the prompt
 * and the button) behind a button-like label in the member's language, since the browser's own
 * button speaks the browser's language; the chosen file's name is shown in the member's language.
 * The picture is shown before it is sent.
 */
function SelfieCapture({ onSend, busy }: { onSend: (file: File) => void; busy: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [noCamera, setNoCamera] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  /** The picture came from the file input (its name is shown), not the camera. */
  const [chosen, setChosen] = useState(false);
  const [fileFocused, setFileFocused] = useState(false);
  const preview = picture ? URL.createObjectURL(picture) : null;

  useEffect(
    () => () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
    [stream],
  );
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const startCamera = async () => {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }));
    } catch {
      setNoCamera(true);
    }
  };
  const capture = () => {
    const element = video.current;
    if (!element?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        setPicture(new File([blob], 'selfie.jpg', { type: 'image/jpeg' }));
        setChosen(false);
        for (const track of stream?.getTracks() ?? []) track.stop();
        setStream(null);
      },
      'image/jpeg',
      0.9,
    );
  };

  if (picture && preview) {
    return (
      <div>
        <img src={preview} alt={t('verification.preview_alt')} className="img-fluid rounded mb-2 d-block" />
        {chosen && (
          <p className="small text-body-secondary text-break" data-testid="selfie-file-name">
            {t('verification.chosen_file', { name: picture.name })}
          </p>
        )}
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onSend(picture)}>
            {t('verification.send')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => setPicture(null)}
          >
            {t('verification.retake')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div>
      {stream ? (
        <div className="mb-2">
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            className="w-100 rounded bg-dark d-block mb-2"
            aria-label={t('verification.video_label')}
          />
          <button type="button" className="btn btn-primary" onClick={capture}>
            {t('verification.capture')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary mb-3" onClick={startCamera}>
          {t('verification.camera_start')}
        </button>
      )}
      {noCamera && <p className="text-body-secondary small">{t('verification.no_camera')}</p>}
      <p className="form-label mb-1" id="selfie-file-prompt">
        {t('verification.choose_file')}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <input
          id="selfie-file"
          type="file"
          accept="image/*"
          capture="user"
          className="visually-hidden"
          aria-labelledby="selfie-file-prompt selfie-file-button"
          aria-describedby="selfie-file-status"
          onFocus={() => setFileFocused(true)}
          onBlur={() => setFileFocused(false)}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setPicture(file);
            setChosen(file !== null);
          }}
        />
        <label
          id="selfie-file-button"
          htmlFor="selfie-file"
          className="btn btn-outline-primary mb-0"
          // The hidden input has the focus; its label shows it, as a focused button would.
          style={fileFocused ? { boxShadow: 'var(--bs-btn-focus-box-shadow)' } : undefined}
        >
          {t('verification.choose_file_button')}
        </label>
        <span id="selfie-file-status" className="small text-body-secondary">
          {t('verification.no_file')}
        </span>
      </div>
    </div>
  );
}

/**
 * /verification (docs/safety.md "Verified photos"): the badge, asking for it (a pose drawn by the
 * server, the selfie), where the request stands, what is kept and for how long, and the setting
 * "only verified members may start a conversation with me".
 */
export default function VerificationPage() {
  const { t } = useTranslation();
  const status = useVerification();
  const start = useStartVerification();
  const send = useSendSelfie();
  const contactOnly = useSetContactOnly();
  const [error, setError] = useState<string | null>(null);
  // The switch follows the member's tap at once; the server's answer confirms it (or it flips back).
  const [contactChoice, setContactChoice] = useState<boolean | null>(null);
  if (status.isPending) return <PageSpinner />;
  const data = status.data;
  if (!data) return null;
  const request = data.request;
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : t('errors.generic'));
  const open = request && ['awaiting_selfie', 'matching', 'pending'].includes(request.status);

  return (
    <div className="container py-3" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('verification.title')}</h1>
      <p>{t('verification.intro')}</p>
      <p className="small text-body-secondary" data-testid="selfie-retention">
        {t('verification.storage')} {t('verification.main_photo_note')}
      </p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {data.verified && (
        <p className="alert alert-success d-flex align-items-center gap-2" role="status">
          <VerifiedBadge /> {t('verification.verified')}
        </p>
      )}
      {request?.status === 'awaiting_selfie' && (
        <section className="card card-body mb-3" aria-labelledby="pose-title">
          <h2 id="pose-title" className="h5">
            {t('verification.pose_intro')}
          </h2>
          <figure className="text-center">
            <img
              src={`/poses/${request.pose}.svg`}
              alt=""
              width="160"
              height="160"
              className="border rounded bg-white"
            />
            <figcaption className="fw-semibold mt-2" data-testid="pose">
              {t(`verification.pose.${request.pose}`)}
            </figcaption>
          </figure>
          <SelfieCapture
            busy={send.isPending}
            onSend={(file) => send.mutateAsync(file).then(() => setError(null), fail)}
          />
        </section>
      )}
      {request?.status === 'matching' && (
        <p className="alert alert-info" role="status">
          {t('verification.status_matching')}
        </p>
      )}
      {request?.status === 'pending' && (
        <p className="alert alert-info" role="status">
          {t('verification.status_pending')}
        </p>
      )}
      {request?.status === 'rejected' && (
        <p className="alert alert-warning" role="status">
          {t('verification.status_rejected', { reason: request.reason ?? '' })}
        </p>
      )}
      {!open && !data.verified && (
        <div className="mb-4">
          {data.can_request ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={start.isPending}
              onClick={() => start.mutateAsync().then(() => setError(null), fail)}
            >
              {request?.status === 'rejected' ? t('verification.try_again') : t('verification.start')}
            </button>
          ) : (
            <p>
              {t('verification.need_photo')} <Link to="/profile">{t('nav.my_profile')}</Link>
            </p>
          )}
        </div>
      )}
      <div className="form-check form-switch mt-4">
        <input
          id="verified-contact-only"
          className="form-check-input"
          type="checkbox"
          role="switch"
          aria-checked={contactChoice ?? data.verified_contact_only}
          checked={contactChoice ?? data.verified_contact_only}
          onChange={(e) => {
            setContactChoice(e.target.checked);
            contactOnly.mutateAsync(e.target.checked).then(
              () => setContactChoice(null),
              (failure) => {
                setContactChoice(null);
                fail(failure);
              },
            );
          }}
        />
        <label className="form-check-label" htmlFor="verified-contact-only">
          {t('verification.contact_only')}
        </label>
      </div>
      <p className="small text-body-secondary">{t('verification.contact_only_help')}</p>
    </div>
  );
}
