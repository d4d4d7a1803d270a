import type { Db } from '../client.ts';
import type { Random } from './random.ts';

/** `now` anchors the demo's dates, so the same seed on the same day gives the same data; nothing is created after it. */
export type SeedContext = { db: Db; r: Random; now: Date };
/** A seeder fills one area and answers how many rows it made. Areas add theirs in index.ts. */
export type Seeder = { name: string; run: (ctx: SeedContext) => Promise<number> };
