// npm run files:move [-- --keep]: moves the pictures and licence copies kept
// under DATA_DIR into the S3-compatible bucket the configuration names
// (FILE_STORE=s3 and the S3_* settings, as the servers have them). Safe to
// run while the servers answer, and again after a stop half-way (issue 39).
import { loadConfig } from './config.ts';
import { diskFileStore, fileStoreFrom } from './integrations/file-store.ts';
import { moveFiles } from './integrations/file-move.ts';

const keep = process.argv.includes('--keep');
const config = loadConfig();
if (config.FILE_STORE !== 's3') {
  console.error(
    'files:move moves files into the object store: set FILE_STORE=s3 and the S3_* settings first (README, Configuration)',
  );
  process.exit(2);
}
const disk = diskFileStore(config.DATA_DIR);
const bucket = await fileStoreFrom(config);
try {
  await bucket.check();
  console.log(`From ${disk.where} to ${bucket.where}${keep ? ' (keeping the disk copies)' : ''}`);
  const counts = await moveFiles(disk, bucket, { keep, log: (line) => console.log(line) });
  console.log(
    `${counts.moved} copied, ${counts.already} there already, ${counts.failed.length} failed` +
      (keep ? `; ${counts.kept} kept on disk` : ''),
  );
  process.exitCode = counts.failed.length ? 1 : 0;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  bucket.close();
}
