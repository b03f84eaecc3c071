import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files on local disk under DATA_DIR/media, stored under generated keys, never a name a user
 * chose. (The media issue adds the object-storage driver behind the same functions.)
 */
export function newStorageKey(): string {
  return randomUUID();
}

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
}

export async function writeMediaFile(
  dataDir: string,
  key: string,
  bytes: Uint8Array,
): Promise<void> {
  await mkdir(mediaDir(dataDir), { recursive: true });
  await writeFile(path.join(mediaDir(dataDir), key), bytes);
}

export async function removeAllMediaFiles(dataDir: string): Promise<void> {
  await rm(mediaDir(dataDir), { recursive: true, force: true });
}
