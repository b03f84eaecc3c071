import type { AppConfig } from "../../../config/config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { MediaStorage } from "./media-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** MEDIA_STORAGE picks the driver: disk (DATA_DIR/media, default) or s3. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  return config.media.s3 ? createS3Storage(config.media.s3) : createDiskStorage(config.dataDir);
}
