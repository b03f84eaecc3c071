/**
 * A phone's photo made small before it is queued: a 3000 px, 4 MB camera photo becomes a JPEG
 * whose long side is PHOTO_LONG_SIDE and whose size is under PHOTO_MAX_BYTES (quality stepped
 * down until it fits), so a queue of stops goes out in seconds on a slow network. The browser
 * decodes it (createImageBitmap turns it upright by its EXIF orientation) and a canvas encodes
 * it; the camera's metadata (location included) is not carried over.
 */

export const PHOTO_LONG_SIDE = 1600;
export const PHOTO_MAX_BYTES = 300 * 1024;
const QUALITIES = [0.82, 0.72, 0.62, 0.52];

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

/**
 * The photo to queue. Where the browser cannot decode or encode (no canvas), or the photo is
 * already small, it is kept as taken; the server checks whatever arrives by its content.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return photo;
  const bitmap = await createImageBitmap(photo);
  try {
    const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && photo.size <= PHOTO_MAX_BYTES && photo.type === "image/jpeg") return photo;
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return photo;
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    let smallest: Blob | null = null;
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      if (!blob) break;
      smallest = blob;
      if (blob.size <= PHOTO_MAX_BYTES) break;
    }
    return smallest && smallest.size < photo.size ? smallest : photo;
  } finally {
    bitmap.close();
  }
}
