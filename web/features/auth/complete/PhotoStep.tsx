import type { OwnProfile } from '@common/schemas/members';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera } from '../../../components/icons/camera';
import { CheckCircleFill } from '../../../components/icons/check-circle-fill';
import { Images } from '../../../components/icons/images';
import { mediaUrl, useSettings } from '../../../lib/queries';
import { PhotoCropper } from '../../profile/PhotoCropper';
import { useUploadPhoto } from '../../profile/queries';
import { StepActions } from './StepActions';

/**
 * `/complete-signup` step 1 (SPEC §2): take a photo with the camera or choose one from the
 * library, crop it to the main-photo frame and upload it here (`POST /api/photos`); once approved
 * it is the main photo (the first approved photo becomes it). A member who already has a photo
 * sees it and goes on.
 */
export function PhotoStep({ profile, onNext }: { profile: OwnProfile; onNext: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const cameraId = useId();
  const libraryId = useId();
  const [chosen, setChosen] = useState<{ src: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPhoto({
    onSuccess: () => {
      setError(null);
      setChosen(null);
    },
    onError: (e) => setError(e.message),
  });
  // The object URL of the chosen file lives as long as the cropper shows it.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.src) : undefined), [chosen]);
  const photo = profile.photos.find((p) => p.is_main) ?? profile.photos.find((p) => p.status !== 'rejected');
  const full = profile.photos.length >= profile.photo_limit;
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) setChosen({ src: URL.createObjectURL(file), name: file.name });
  };
  const chooser = (
    <div className="d-grid gap-2 d-sm-flex">
      <label htmlFor={cameraId} className="btn btn-primary btn-lg">
        <Camera className="me-2" aria-hidden="true" />
        {t('complete.photo.take')}
      </label>
      <input
        id={cameraId}
        type="file"
        accept="image/*"
        capture="user"
        className="visually-hidden"
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
      />
      <label htmlFor={libraryId} className="btn btn-outline-primary btn-lg">
        <Images className="me-2" aria-hidden="true" />
        {t('complete.photo.choose')}
      </label>
      <input
        id={libraryId}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {chosen ? (
        <PhotoCropper
          src={chosen.src}
          name={chosen.name}
          busy={upload.isPending}
          onCropped={(file) => upload.mutate(file)}
          onCancel={() => setChosen(null)}
        />
      ) : photo ? (
        <div className="d-flex align-items-center gap-3">
          {(photo.thumb_filename ?? photo.filename) && (
            <img
              src={mediaUrl(settings, photo.thumb_filename ?? photo.filename ?? '')}
              alt={t('own.your_photo')}
              className="rounded complete-photo"
              width={96}
              height={96}
            />
          )}
          <p className="mb-0" role="status">
            <CheckCircleFill className="text-success me-1" aria-hidden="true" />
            {photo.status === 'active' ? t('complete.photo.done') : t('complete.photo.uploaded')}
          </p>
        </div>
      ) : (
        chooser
      )}
      {!chosen && photo && !full && <div className="mt-3 small">{t('complete.photo.more_later')}</div>}
      <StepActions onSkip={photo && !chosen ? undefined : onNext}>
        {photo && !chosen && (
          <button type="button" className="btn btn-primary" onClick={onNext}>
            {t('complete.next')}
          </button>
        )}
      </StepActions>
    </>
  );
}
