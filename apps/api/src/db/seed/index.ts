import type { Db } from '../client.ts';
import { createRandom } from './random.ts';
import { seedStaff } from './staff.ts';
import { seedCustomers } from './customers.ts';
import { seedMaternal } from './maternal.ts';
import { seedNurses } from './nurses.ts';
import { seedJobCards } from './jobcards.ts';
import { seedSchedule } from './schedule.ts';
import { seedVisits } from './visits.ts';
import { seedShop } from './shop.ts';
import { seedFinance } from './finance.ts';
import { seedCommunication } from './communication.ts';
import { seedStatements } from './reconciliation.ts';
import { seedSmsReplies } from './sms-replies.ts';
import { seedPayments } from './payments.ts';
import type { SeedContext, Seeder, SeedPorts } from './types.ts';

export type { SeedContext, Seeder, SeedPorts };

// Order matters: job cards need customers, nurses and staff.
const SEEDERS: Seeder[] = [
  seedStaff,
  seedCustomers,
  seedMaternal,
  seedNurses,
  seedJobCards,
  seedSchedule,
  seedVisits,
  seedShop,
  seedFinance,
  seedStatements,
  seedCommunication,
  seedSmsReplies,
  seedPayments,
];

/** The demo's data; `ports` are the product's code it runs (demo-seed.ts gives them). */
export async function seedDemoWith(
  db: Db,
  opts: { seed: number; now?: Date },
  ports: SeedPorts,
): Promise<Record<string, number>> {
  const now = opts.now ?? lastNineOClock(new Date());
  const counts: Record<string, number> = {};
  for (const seeder of SEEDERS) {
    // Each area gets its own stream, so adding one area does not reshuffle another.
    const r = createRandom(opts.seed ^ hash(seeder.name));
    counts[seeder.name] = await seeder.run({ db, r, now, ports });
  }
  return counts;
}

/**
 * The anchor of the demo's dates: the last 09:00 UTC that has passed, so the
 * same seed within a day gives the same data and nothing is dated after the
 * seeding time (issue 21).
 */
export function lastNineOClock(at: Date): Date {
  const today = new Date(at.toISOString().slice(0, 10) + 'T09:00:00Z');
  return today <= at ? today : new Date(today.getTime() - 86_400_000);
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
