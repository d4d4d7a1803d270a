import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, setup, type Ctx } from './factories.ts';

// Issue 39, from the security probe: creating, editing or moving a job card's
// status answers the whole card, medical fields and all (the SPEC's answer),
// so each such answer is in the access log like every other read of them.

let c: Ctx;
beforeAll(async () => {
  c = await setup();
});
afterAll(() => c.close());

const readsOf = (cardId: number) =>
  c.db
    .select()
    .from(accessLog)
    .where(and(eq(accessLog.record, 'job_card'), eq(accessLog.recordId, String(cardId))));

describe('a job card answered to a write', () => {
  it('is accounted when made, when its status moves and when edited; a refused move reads nothing', async () => {
    const customer = await createCustomer(c);
    const card = await createJobCard(c, customer.id);
    let reads = await readsOf(card.id);
    expect(reads).toHaveLength(1);
    const readAbout = (detail: string) => ({
      action: 'read',
      subjectKind: 'customer',
      subjectId: customer.id,
      detail,
    });
    expect(reads[0]).toMatchObject(readAbout('answer to its creation'));

    const moved = await c.put(`/portal/jobcard/${card.id}`, { status: 'ongoing' });
    expect(moved.statusCode, moved.body).toBe(200);
    reads = await readsOf(card.id);
    expect(reads).toHaveLength(2);
    expect(reads[1]).toMatchObject(readAbout('answer to an edit'));

    // back to pending is refused: nothing answered, nothing accounted
    const refused = await c.put(`/portal/jobcard/${card.id}`, { status: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect(await readsOf(card.id)).toHaveLength(2);
  });
});
