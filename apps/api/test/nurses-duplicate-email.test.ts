import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NURSE_DUPLICATE_EMAIL } from '@app/contract';
import { nurses } from '../src/db/schema/index.ts';
import {
  countRows,
  createNurse,
  expectFailure,
  nurseBody,
  nurseSetup,
  type NurseCtx,
} from './nurse-factories.ts';

// Issue 21.10: a second nurse with an e-mail in use is refused, on create and
// on update, with a 409 naming the other nurse (details.existingId).

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

const withEmail = (email: string) => nurseBody({ nurse: { email } });

describe('nurses: one nurse per e-mail', () => {
  it('refuses a create with an e-mail in use (any case, any spaces) and saves nothing', async () => {
    const first = await createNurse(c, { email: 'mercy.dup@example.ug' });
    const before = await countRows(c, nurses);
    const body = expectFailure(
      await c.send('/careteam', withEmail('  Mercy.DUP@example.ug ')),
      409,
    );
    expect(body).toEqual({
      status: 'failed',
      error: NURSE_DUPLICATE_EMAIL,
      details: { email: NURSE_DUPLICATE_EMAIL, existingId: String(first.id) },
    });
    expect(await countRows(c, nurses)).toBe(before);
  });

  it('refuses an update to another nurse’s e-mail, and keeps the nurse as it was', async () => {
    const taken = await createNurse(c, { email: 'taken@example.ug' });
    const other = await createNurse(c, { email: 'free@example.ug' });
    const body = expectFailure(
      await c.put(`/careteam/${other.id}`, withEmail('taken@example.ug')),
      409,
    );
    expect(body.details).toEqual({ email: NURSE_DUPLICATE_EMAIL, existingId: String(taken.id) });
    const got = await c.read(`/careteam/${other.id}`);
    expect(got.json().data.email).toBe('free@example.ug');
  });

  it('lets a nurse be saved again with her own e-mail', async () => {
    const n = await createNurse(c, { email: 'own@example.ug' });
    const res = await c.put(`/careteam/${n.id}`, {
      ...withEmail('own@example.ug'),
      nurse: { ...withEmail('own@example.ug').nurse, first_name: 'Owner' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('frees the e-mail of a deleted nurse', async () => {
    const gone = await createNurse(c, { email: 'gone@example.ug' });
    expect((await c.del(`/resume/profile/${gone.id}`)).statusCode).toBe(200);
    const res = await c.send('/careteam', withEmail('gone@example.ug'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets one of two creates with the same new e-mail at once through', async () => {
    const both = await Promise.all([
      c.send('/careteam', withEmail('race@example.ug')),
      c.send('/careteam', withEmail('race@example.ug')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
