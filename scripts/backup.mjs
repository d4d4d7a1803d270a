// npm run backup [-- <file>]: a full copy of the database the server uses.
// PostgreSQL (DATABASE_URL): pg_dump's custom format, read back by
// pg_restore. The embedded PostgreSQL (DATA_DIR/postgres): its folder as a
// tar.gz, copied while no server runs on it. A DATA_DIR a version before
// this one left with only PGlite's folder (pgdata): that folder, as before.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as files from './database-files.mjs';

const db = await files.target();
const file = path.resolve(
  process.argv[2] ||
    files.freshPath(
      path.join(files.backupDir(), `care-${files.stamp()}`),
      `.${files.extensionOf(db.kind)}`,
    ),
);
if (existsSync(file)) files.fail(`${file} exists already: a backup never overwrites another.`);

if (db.kind === 'postgres') {
  mkdirSync(path.dirname(file), { recursive: true });
  files.pgDump(db.url, file);
  console.log(`Backed up ${files.shown(db.url)} to ${file}`);
} else {
  await files.quietEmbedded(db);
  if (!existsSync(db.dir)) files.fail(`${db.dataDir} has no database yet: nothing to back up.`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (db.kind === 'embedded') {
    // A failed copy leaves no half file that looks like a backup.
    process.on('exit', (code) => code && rmSync(file, { force: true }));
    // The files of a running postmaster (its pid, its options, its socket)
    // are not data: a restored folder without them starts as a stopped one.
    const running = ['postmaster.pid', 'postmaster.opts', '.s.PGSQL.*'];
    files.tool('tar', [
      ...['-czf', file, ...running.map((name) => `--exclude=${name}`)],
      ...['-C', path.dirname(db.dir), path.basename(db.dir)],
    ]);
  } else {
    const pglite = await files.openPglite({ dataDir: db.dir });
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  }
  console.log(`Backed up ${db.dir} to ${file}`);
}
console.log(
  `${(statSync(file).size / 1024).toFixed(0)} KB; restore with: npm run restore -- ${file}`,
);
