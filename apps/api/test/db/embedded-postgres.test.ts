import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, stopLeftover } from '../../src/db/embedded-postgres.ts';

// ADR 052: what the embedded PostgreSQL's start does before any database runs.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'care-embedded-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const asRoot = process.getuid?.() === 0;

describe('the embedded PostgreSQL, before it starts', () => {
  it.runIf(asRoot)(
    'as root, a DATA_DIR its account cannot enter is refused, naming the folder and the fix',
    async () => {
      // mkdtemp makes 0700 folders: nobody cannot enter this one.
      const dataDir = path.join(scratch, 'closed');
      mkdirSync(dataDir, { mode: 0o700 });
      await expect(
        startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), log: () => {} }),
      ).rejects.toThrow(
        `The embedded PostgreSQL runs as nobody (never as root), and nobody cannot enter ${dataDir}.`,
      );
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    },
  );

  it('a postmaster.pid naming a live process that is no PostgreSQL (its pid given out again) is removed, and nothing is stopped', async () => {
    const dir = path.join(scratch, 'stale', 'postgres');
    mkdirSync(dir, { recursive: true });
    // This test's own pid: alive, and not a postgres.
    writeFileSync(path.join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n`);
    const said: string[] = [];
    expect(await stopLeftover(dir, (m) => said.push(m))).toBe(false);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(said).toEqual([]);
  });

  it('a postmaster.pid naming a process that has ended is left to PostgreSQL, and nothing is stopped', async () => {
    const dir = path.join(scratch, 'ended', 'postgres');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'postmaster.pid');
    writeFileSync(file, `999999999\n${dir}\n`);
    expect(await stopLeftover(dir, () => {})).toBe(false);
    expect(readFileSync(file, 'utf8')).toContain('999999999');
  });
});
