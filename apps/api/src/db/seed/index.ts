import type { Db } from '../client.ts';
import { createRandom, type Random } from './random.ts';
import { seedStaff } from './staff.ts';

export type SeedContext = { db: Db; r: Random };
/** A seeder fills one area and answers how many rows it made. Areas add theirs here. */
export type Seeder = { name: string; run: (ctx: SeedContext) => Promise<number> };

const SEEDERS: Seeder[] = [seedStaff];

export async function seedDemo(db: Db, opts: { seed: number }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seeder of SEEDERS) {
    // Each area gets its own stream, so adding one area does not reshuffle another.
    const r = createRandom(opts.seed ^ hash(seeder.name));
    counts[seeder.name] = await seeder.run({ db, r });
  }
  return counts;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
