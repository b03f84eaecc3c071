import type { AppConfig } from "#api/config/config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { MediaStorage } from "./media-storage.ts";

/**
 * MEDIA_STORAGE picks the driver: disk (DATA_DIR/media, default) or s3. The S3 SDK is loaded
 * only when it is used: it adds tens of megabytes to every process otherwise.
 */
export async function createMediaStorage(config: AppConfig): Promise<MediaStorage> {
  if (!config.media.s3) return createDiskStorage(config.dataDir);
  const { createS3Storage } = await import("./s3-storage.ts");
  return createS3Storage(config.media.s3);
}
