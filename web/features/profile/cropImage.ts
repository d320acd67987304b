/** A crop box in the source image's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest edge (px) a cropped photo is sent with; the server scales it down further. */
export const CROP_MAX_EDGE = 1600;

/**
 * Cut `box` out of the image at `src` (an object URL of the chosen file) on a canvas, scaled down
 * so that no edge passes `maxEdge` px, and answer it as a JPEG Blob (quality 0.9) ready for
 * `POST /api/photos` (SPEC §1 photos: the main photo is shown square). Rejects when the image
 * cannot be decoded or the browser cannot encode the canvas.
 */
export async function cropToBlob(src: string, box: CropBox, maxEdge = CROP_MAX_EDGE): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const scale = Math.min(1, maxEdge / Math.max(box.width, box.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(box.width * scale));
  canvas.height = Math.max(1, Math.round(box.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9),
  );
}
