import type { Readable } from "node:stream";
import sharp from "sharp";

/**
 * Pickup photos as the Service tab lists them: a JPEG whose long side is THUMBNAIL_SIDE, made
 * from the stored photo when asked for (sharp: libvips, decoding a large JPEG at a reduced
 * scale), so every photo has one, those stored before too, and nothing more is kept. Its ETag
 * names the photo it was made from, so a browser that has it gets a 304 without a resize.
 */
export const THUMBNAIL_SIDE = 400;

/** A camera photo is at most some 50 megapixels; a larger image is not one (decompression bombs). */
const MAX_PIXELS = 100_000_000;

const options = { failOn: "error", limitInputPixels: MAX_PIXELS } as const;

export async function thumbnailOf(photo: Readable): Promise<Buffer> {
  const resize = sharp(options)
    // Upright by its EXIF orientation; the camera's metadata (location included) is not copied.
    .rotate()
    .resize({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true });
  photo.pipe(resize);
  return resize.toBuffer();
}

/**
 * True when the stored upload decodes as a JPEG, PNG or WebP picture: what the upload's first
 * bytes claimed is checked by reading the image itself before it is kept.
 */
export async function isReadablePhoto(photo: Readable): Promise<boolean> {
  const check = sharp(options);
  photo.pipe(check);
  try {
    const meta = await check.metadata();
    if (!["jpeg", "png", "webp"].includes(meta.format ?? "")) return false;
    // Decoding the whole picture finds a file whose header is fine but whose data is not.
    await check.clone().resize(16).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
