import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { countBytes, type MediaStorage, type StorageEntry } from "./media-storage.ts";

export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * S3-compatible object storage. Uploads are multipart with 8 MB parts, two in flight, so memory
 * stays bounded whatever the file's size; a failed upload is aborted and leaves no object.
 */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    driver: "s3",
    async put(key, body, contentType) {
      const counted = countBytes(body);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted.stream, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // The SDK does not notice every source error by itself; abort on one so nothing is left.
      const failed = new Promise<never>((_, reject) => {
        counted.stream.once("error", (err) => {
          void upload.abort().catch(() => {});
          reject(err);
        });
      });
      // Whichever settles second must not surface as an unhandled rejection.
      failed.catch(() => {});
      try {
        await Promise.race([upload.done(), failed]);
      } catch (err) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw err;
      }
      return { size: counted.size() };
    },
    async get(key, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list() {
      return (await this.entries()).map((e) => e.name);
    },
    // An unfinished multipart upload is not an object: only complete objects are listed. A
    // bucket lifecycle rule ends abandoned uploads (docs/decisions/0070).
    async entries() {
      const found: StorageEntry[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) {
            found.push({ name: o.Key, partial: false, modifiedAt: o.LastModified ?? new Date(0) });
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async removeEntry(entry) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: entry.name }));
    },
    async close() {
      client.destroy();
    },
  };
}
