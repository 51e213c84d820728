/**
 * Copies the files of a local storage folder (images, logos, backups) into the S3 bucket the
 * S3_* settings name, so an api moved to object storage keeps them:
 *   npm run storage:migrate                      (DATA_DIR/storage)
 *   npm run storage:migrate -- --from /srv/old/storage
 * It can run again at any time, also while the api runs: files already in the bucket with the
 * same size are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createS3Storage } from '../server/src/adapters/s3-storage';
import { copyFolderToStorage } from '../server/src/adapters/storage-copy';
import { loadConfig, S3_REQUIRED } from '../server/src/config';

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = loadConfig();
  if (!config.s3)
    throw new Error(
      `No bucket to copy into: set ${(config.s3Missing.length ? config.s3Missing : S3_REQUIRED).join(', ')} (and S3_ENDPOINT, S3_FORCE_PATH_STYLE for R2 or MinIO).`,
    );
  const from = path.resolve(values.from ?? config.storageDir);
  if (!fs.statSync(from, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`No storage folder at ${from}.`);
  const counts = await copyFolderToStorage(from, createS3Storage(config.s3));
  console.log(`${counts.found} files in ${from}, bucket ${config.s3.bucket}:`);
  console.log(`  ${counts.copied} copied (${(counts.bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`  ${counts.skipped} already there with the same size, skipped`);
  if (counts.refused.length) {
    console.log(`  ${counts.refused.length} left out, their names are not storage keys:`);
    for (const key of counts.refused) console.log(`    ${key}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
