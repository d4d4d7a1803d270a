import { buffer } from 'node:stream/consumers';
import { diskFileStore, FILE_AREAS, type FileStore } from './file-store.ts';

export type MoveCounts = { moved: number; already: number; kept: number; failed: string[] };

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};
const typeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * Copies every file of `from` into `to` and, once `to` holds it whole (its
 * size read back), deletes it from `from` unless `keep`. Names are content
 * hashes, so a run stopped half-way is simply run again: what is there
 * already is not copied twice. A file that fails is named and left where it was.
 */
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  opts: { keep?: boolean; log?: (line: string) => void } = {},
): Promise<MoveCounts> {
  const counts: MoveCounts = { moved: 0, already: 0, kept: 0, failed: [] };
  for (const area of FILE_AREAS) {
    for await (const { key } of from.list(area)) {
      try {
        const size = await from.size(key);
        const stream = size === undefined ? undefined : await from.get(key);
        if (size === undefined || !stream) continue;
        if ((await to.size(key)) === size) {
          stream.destroy();
          counts.already++;
        } else {
          await to.put(key, await buffer(stream), typeOf(key));
          if ((await to.size(key)) !== size) throw new Error('the copy has another size');
          counts.moved++;
        }
        if (opts.keep) counts.kept++;
        else await from.remove(key);
        opts.log?.(`${key}: ${opts.keep ? 'copied' : 'moved'}`);
      } catch (err) {
        counts.failed.push(key);
        opts.log?.(`${key}: failed (${err instanceof Error ? err.message : String(err)})`);
      }
    }
  }
  return counts;
}

/** How many files are still kept under DATA_DIR (a server on the bucket does not serve them). */
export async function leftOnDisk(dataDir: string): Promise<number> {
  const disk = diskFileStore(dataDir);
  let n = 0;
  for (const area of FILE_AREAS) for await (const _ of disk.list(area)) n++;
  return n;
}
