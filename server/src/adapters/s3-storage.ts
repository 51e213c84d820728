/**
 * Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so every api instance reads
 * and writes the same files. Keys are the object keys, folders are `/`-separated prefixes.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkStorageKey, type Storage } from './storage';

export type S3Settings = {
  /** Another S3 address (R2, MinIO); AWS's own when unset. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` addresses instead of `bucket.host/key` (MinIO and most stand-ins need it). */
  forcePathStyle: boolean;
  /** Keys asked for per listing request (S3's own limit is 1,000; tests ask for fewer). */
  pageSize?: number;
};

/** A missing object: GetObject says NoSuchKey, HeadObject (which has no body) only its 404. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A bucket in another region than configured answers a redirect: follow it rather than fail.
    followRegionRedirects: true,
  });
  const Bucket = settings.bucket;

  async function open(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      // One PUT makes the object whole at once: readers see the old file or the new one.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkStorageKey(key),
          Body: typeof body === 'string' ? Buffer.from(body) : body,
        }),
      );
    },
    async get(key) {
      const object = await open(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(key) {
      const object = await open(key);
      if (!object?.Body) return null;
      // In Node the body is already a Readable (the response itself): served as it arrives.
      return object.Body instanceof Readable
        ? object.Body
        : Readable.fromWeb(object.Body.transformToWebStream() as never);
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      const folder = `${checkStorageKey(prefix)}/`;
      // A set: a folder shows up on each page that reaches past it in some stores.
      const names = new Set<string>();
      let ContinuationToken: string | undefined;
      // Each page holds at most pageSize keys; the continuation token asks for the next one.
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: folder,
            Delimiter: '/',
            MaxKeys: settings.pageSize,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) names.add(object.Key!.slice(folder.length));
        for (const sub of page.CommonPrefixes ?? []) names.add(sub.Prefix!.slice(folder.length, -1));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return [...names].filter(Boolean).sort();
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
  };
}
