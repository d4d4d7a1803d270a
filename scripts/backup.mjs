// npm run backup [-- <file>]: a full copy of the database the server uses.
// PostgreSQL (DATABASE_URL): pg_dump's custom format, read back by
// pg_restore. Embedded PGlite (DATA_DIR): its data folder as a tar.gz, read
// back by PGlite itself; the server must be stopped for that one.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as files from './database-files.mjs';

const db = files.target();
const file = path.resolve(
  process.argv[2] ||
    files.freshPath(
      path.join(files.backupDir(), `care-${files.stamp()}`),
      `.${files.extensionOf(db.kind)}`,
    ),
);
if (existsSync(file)) files.fail(`${file} exists already: a backup never overwrites another.`);
mkdirSync(path.dirname(file), { recursive: true });

if (db.kind === 'postgres') {
  files.pgDump(db.url, file);
  console.log(`Backed up ${files.shown(db.url)} to ${file}`);
} else {
  files.refuseWhileServerRuns(db.dataDir);
  const pglite = await files.openPglite({ dataDir: db.dataDir });
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`Backed up ${db.dataDir} to ${file}`);
}
console.log(
  `${(statSync(file).size / 1024).toFixed(0)} KB; restore with: npm run restore -- ${file}`,
);
