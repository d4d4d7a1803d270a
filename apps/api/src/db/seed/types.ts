import type { CareTimelineItem } from '@app/contract';
import type { Db } from '../client.ts';
import type { CollectStatus } from '../../integrations/mobile-money.ts';
import type { Random } from './random.ts';

/**
 * What the seed runs of the product's own code, given by whoever seeds
 * (demo-seed.ts): the database layer imports no module (issue 41).
 * `matchStatements` matches an import's stored lines as an upload's job
 * does, its exact matches audited as `actor`. Issue 42: `careTimeline` is
 * a customer's care timeline on `today` (and the pregnancy its contacts
 * belong to), `refreshCareSteps` lays her Care due rows from it, as every
 * change of it does.
 */
export type SeedPorts = {
  careTimeline: (
    db: Db,
    customerId: number,
    today: string,
  ) => Promise<{ pregnancyId: number | null; steps: CareTimelineItem[] }>;
  refreshCareSteps: (db: Db, customerId: number, today: string) => Promise<void>;
  /** Issue 42: the shipped library of messages for each week, written once (as a first start does). */
  fillCareMessages: (db: Db, at: Date) => Promise<boolean>;
  /** Issue 43: what a provider's answer does to a payment request (the books follow), as the product applies it. */
  settlePayment: (
    db: Db,
    id: number,
    status: CollectStatus,
    actor: { id: string | null; email: string | null },
  ) => Promise<boolean>;
  matchStatements: (
    db: Db,
    importId: number,
    actor: { id: string | null; email: string | null },
  ) => Promise<void>;
};
/** `now` anchors the demo's dates, so the same seed on the same day gives the same data; nothing is created after it. */
export type SeedContext = { db: Db; r: Random; now: Date; ports: SeedPorts };
/** A seeder fills one area and answers how many rows it made. Areas add theirs in index.ts. */
export type Seeder = { name: string; run: (ctx: SeedContext) => Promise<number> };
