import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { type CropBox, cropToBlob } from './cropImage';

/**
 * Crop a chosen photo to the main-photo frame (square, as member cards and the swipe game show it):
 * drag to move, pinch, wheel or the zoom slider to zoom. `src` is an object URL of the file;
 * `onCropped` gets the cut-out as a JPEG file named after `name`; `onCancel` chooses another photo.
 * `busy` disables the buttons while the caller uploads.
 */
export function PhotoCropper({
  src,
  name,
  busy,
  onCropped,
  onCancel,
}: {
  src: string;
  name: string;
  busy: boolean;
  onCropped: (file: File) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const zoomId = useId();
  const hintId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [box, setBox] = useState<CropBox | null>(null);
  const [failed, setFailed] = useState(false);
  const use = async () => {
    if (!box) return;
    try {
      const blob = await cropToBlob(src, box);
      onCropped(new File([blob], `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' }));
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <div className="photo-cropper rounded overflow-hidden mb-2">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          objectFit="cover"
          cropShape="rect"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => setBox(pixels)}
          mediaProps={{ alt: t('complete.photo.crop_label') }}
          // The frame takes the arrow keys (move the photo): named, with the hint as its description.
          cropperProps={{
            role: 'group',
            'aria-label': t('complete.photo.crop_label'),
            'aria-describedby': hintId,
          }}
        />
      </div>
      <p id={hintId} className="small text-body-secondary mb-2">
        {t('complete.photo.crop_hint')}
      </p>
      <label htmlFor={zoomId} className="form-label small mb-0">
        {t('complete.photo.zoom')}
      </label>
      <input
        id={zoomId}
        type="range"
        className="form-range mb-3"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={(e) => setZoom(Number(e.target.value))}
      />
      {failed && (
        <div className="alert alert-danger" role="alert">
          {t('validation.photo_type')}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {t('complete.photo.other')}
        </button>
        <button type="button" className="btn btn-primary" onClick={use} disabled={busy || !box}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('complete.photo.use')}
        </button>
      </div>
    </div>
  );
}
