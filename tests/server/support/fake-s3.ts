/**
 * A local S3 (s3rver, in this process, on a port of its own and a temporary folder) with one
 * bucket: what the api's S3 storage talks to in tests, as AWS S3, R2 or MinIO would answer.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/server/src/adapters/s3-storage';

export type FakeS3 = {
  settings: S3Settings;
  /** The S3_* variables that point the api at this bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * s3rver seals its listing continuation tokens with single DES ('des'), which OpenSSL 3 (Node 17
 * and later) no longer offers, so every listing past one page would fail. Triple DES with the key
 * three times over is the same cipher, so s3rver gets that instead; nothing else here asks for DES.
 */
function letS3rverSealTokens() {
  try {
    crypto.createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return;
  } catch {
    // unsupported: shim it below
  }
  const tripled = (key: crypto.CipherKey) => Buffer.concat(Array(3).fill(Buffer.from(key as Buffer)));
  const { createCipheriv, createDecipheriv } = crypto;
  type Cipher = typeof createCipheriv;
  type Decipher = typeof createDecipheriv;
  crypto.createCipheriv = ((algorithm: string, key: crypto.CipherKey, iv: Buffer, options?: never) =>
    algorithm === 'des'
      ? createCipheriv('des-ede3-cbc', tripled(key), iv)
      : createCipheriv(algorithm, key, iv, options)) as Cipher;
  crypto.createDecipheriv = ((algorithm: string, key: crypto.CipherKey, iv: Buffer, options?: never) =>
    algorithm === 'des'
      ? createDecipheriv('des-ede3-cbc', tripled(key), iv)
      : createDecipheriv(algorithm, key, iv, options)) as Decipher;
}

export async function startFakeS3(bucket = 'sitka-files'): Promise<FakeS3> {
  letS3rverSealTokens();
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes its own well-known credentials.
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
