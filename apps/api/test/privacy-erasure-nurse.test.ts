import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, type ErasurePlan } from '@app/contract';
import {
  bookings,
  nurseAcademics,
  nurseJobs,
  nurseWork,
  nurses,
  payoutBatches,
  payoutLines,
  visitChecks,
  visitExceptions,
} from '../src/db/schema/index.ts';
import { createCustomer, createJobCard } from './factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import {
  data,
  phoneFormsOf,
  privacySetup,
  quiet,
  uploadPicture,
  type PrivacyCtx,
} from './privacy-factories.ts';
import { dataRows, dumpDatabase, hits, payLine } from './privacy-dump.ts';

// Issue 26, erasure of a nurse: her profile, work and schooling, account,
// pay lines' copies of her name and number, reviews about her, messages to
// her and bookings naming her; her pay (amounts, dates, references) kept.

const KYO = {
  first: 'Kyomuhendo',
  last: 'Ainembabazi-Tumwine',
  phone: '0701987653',
  email: 'kyomuhendo.at@example.ug',
  refName: 'Sr. Evelyn Tusiimire',
  refEmail: 'evelyn.tusiimire@example.ug',
  certificate: 'UNMC-98231',
  school: 'Kabale School of Nursing',
};

let c: PrivacyCtx;
let nurseId: number;
let picture: string;
let jobId: number;
let otherNurse: number;
const asNurseCtx = () => c as unknown as NurseCtx;

beforeAll(async () => {
  c = await privacySetup();
  const n = await createNurse(
    asNurseCtx(),
    {
      first_name: KYO.first,
      last_name: KYO.last,
      phone_number: KYO.phone,
      email: KYO.email,
      ref_name: KYO.refName,
      ref_email: KYO.refEmail,
      certificate_no: KYO.certificate,
      address: 'Kyebando, Kampala',
    },
    { approved: true },
  );
  nurseId = n.id;
  otherNurse = (await createNurse(asNurseCtx(), { first_name: 'Other' }, { approved: true })).id;
  await c.db
    .update(nurseAcademics)
    .set({ school: KYO.school })
    .where(eq(nurseAcademics.nurseId, nurseId));
  picture = await uploadPicture(c, `/careteam/${nurseId}/picture`);
  // a customer's job card she worked, reviewed, done and paid in a paid batch
  const cust = await createCustomer(c, { firstname: 'Client', lastname: 'Mukasa' });
  const card = await createJobCard(c, cust.id);
  const job = data<{ id: number }>(
    await c.send(`/portal/jobcard/nurse/${nurseId}`, {
      jobId: card.id,
      start_date: '2026-04-01',
      duration: 2,
      rate: 40_000,
    }),
    201,
  );
  jobId = job.id;
  // issue 37: her check-in (her number, where she was) and a check refused from her phone
  const phone = `+256${KYO.phone.slice(1)}`;
  await c.db.insert(visitChecks).values({
    nurseJobId: job.id,
    day: '2026-04-01',
    kind: 'in',
    channel: 'link',
    phone,
    at: new Date('2026-04-01T05:02:00Z'),
    latitude: 0.3476,
    longitude: 32.5825,
    distanceM: 40,
  });
  await c.db.insert(visitExceptions).values({
    at: new Date('2026-04-01T05:03:00Z'),
    channel: 'sms',
    phone,
    text: `IN 4821 ${KYO.first}`,
    reason: 'twice',
    nurseId,
    nurseJobId: job.id,
  });
  data(
    await c.send('/review', {
      nurse_job_id: job.id,
      nps: 8,
      customer_review: `${KYO.first} was patient`,
      nurse_review: 'Calm home',
    }),
    201,
  );
  await c.db
    .update(nurseJobs)
    .set({ status: 'completed', paymentStatus: 'Paid' })
    .where(eq(nurseJobs.id, job.id));
  const line = await payLine(c, job.id, nurseId, `+256${KYO.phone.slice(1)}`);
  await c.db
    .update(payoutLines)
    .set({ nurseName: `${KYO.first} ${KYO.last}` })
    .where(eq(payoutLines.id, line.id));
  await c.db
    .update(bookings)
    .set({ nurseNames: `${KYO.first} ${KYO.last}, Other Akello` })
    .where(eq(bookings.customerId, cust.id));
  data(
    await c.send(
      '/sms/messages',
      { message: `Dear ${KYO.first}, see you at 8.`, audience: { kind: 'nurse', id: nurseId } },
      { 'idempotency-key': randomUUID() },
    ),
  );
  await quiet(c, 1);
});
afterAll(() => c.done());

const url = (id: number) => `/privacy/nurse/${id}/erasure`;

describe('erasing a nurse', () => {
  it('erases her everywhere and keeps her pay', async () => {
    const plan = data<ErasurePlan>(await c.as(c.admin).get(url(nurseId)));
    expect(plan).toMatchObject({ name: `${KYO.first} ${KYO.last}`, blockers: [], pictures: 1 });
    for (const t of [
      'nurses',
      'nurse_work',
      'nurse_academics',
      'payout_lines',
      'reviews',
      'visit_checks',
      'visit_exceptions',
    ])
      expect(plan.rows[t], t).toBeGreaterThan(0);
    expect(plan.rows.bookings).toBe(1);

    const wrong = await c.as(c.admin).post(url(nurseId), { confirmName: KYO.first });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(PRIVACY_MESSAGES.nameMismatch);

    data(
      await c.as(c.admin).post(url(nurseId), {
        confirmName: `${KYO.first.toUpperCase()}  ${KYO.last}`,
      }),
    );
    const values = [
      ...phoneFormsOf(KYO.phone),
      KYO.first,
      KYO.last,
      KYO.email,
      KYO.refName,
      KYO.refEmail,
      KYO.certificate,
      KYO.school,
      'Kyebando',
      picture,
    ];
    expect(hits(await dumpDatabase(c), values)).toEqual([]);

    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, nurseId));
    expect(row).toMatchObject({
      firstName: 'Erased',
      lastName: 'person',
      profilePicture: '',
      mobileMoneyNumber: null,
      refEmail: null,
    });
    expect(row!.careNumber).toMatch(/^CN-/);
    // her profile still opens, as placeholders with the date of the erasure
    const shown = await c.read(`/careteam/${nurseId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ first_name: 'Erased', last_name: 'person' });
    expect(shown.json().data.erased_at).toBe(row!.erasedAt!.toISOString());
    expect(row!.erasedAt).not.toBeNull();
    expect(await c.db.$count(nurseWork, eq(nurseWork.nurseId, nurseId))).toBe(0);
    expect(existsSync(path.join(c.dataDir, 'pictures', picture))).toBe(false);
    // her pay is kept: the job's amount and the paid line's amount and reference
    const [job] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, jobId));
    expect(job).toMatchObject({ amount: 80_000, paymentStatus: 'Paid', nurseId });
    const [line] = await c.db.select().from(payoutLines).where(eq(payoutLines.nurseJobId, jobId));
    expect(line).toMatchObject({
      amount: 80_000,
      state: 'Paid',
      providerTxnId: `TX-${jobId}`,
      nurseName: 'Erased person',
    });
    const [booking] = await c.db
      .select({ names: bookings.nurseNames })
      .from(bookings)
      .where(sql`${bookings.nurseNames} IS NOT NULL`);
    expect(booking!.names).toBe('Erased person, Other Akello');
    // the other nurse is untouched
    const [other] = await c.db.select().from(nurses).where(eq(nurses.id, otherNurse));
    expect(other).toMatchObject({ firstName: 'Other', erasedAt: null });
  });
});

describe('what blocks erasing a nurse', () => {
  it('a completed job not yet paid, and a line in an open batch: 409, nothing changes', async () => {
    const n = await createNurse(
      asNurseCtx(),
      { first_name: 'Busy', last_name: 'Nabirye' },
      { approved: true },
    );
    const cust = await createCustomer(c, { firstname: 'Client', lastname: 'Two' });
    const card = await createJobCard(c, cust.id);
    const jobs = [];
    for (const start of ['2026-05-01', '2026-05-10']) {
      const body = { jobId: card.id, start_date: start, duration: 1, rate: 30_000 };
      jobs.push(data<{ id: number }>(await c.send(`/portal/jobcard/nurse/${n.id}`, body), 201).id);
    }
    await quiet(c, 3);
    await c.db.update(nurseJobs).set({ status: 'completed' }).where(eq(nurseJobs.nurseId, n.id));
    const line = await payLine(c, jobs[1]!, n.id, '+256701000999');
    await c.db.update(payoutLines).set({ state: 'Pending' }).where(eq(payoutLines.id, line.id));
    await c.db
      .update(payoutBatches)
      .set({ state: 'Approved' })
      .where(eq(payoutBatches.id, line.batchId));

    const plan = data<ErasurePlan>(await c.as(c.admin).get(url(n.id)));
    expect(plan.blockers.map((b) => [b.kind, b.id, b.reason])).toEqual([
      ['nurse_job', jobs[0], 'the job is completed but not yet paid'],
      ['nurse_job', jobs[1], 'the job is completed but not yet paid'],
      ['payout', line.id, 'the payout batch is Approved, not yet paid'],
    ]);
    expect(plan.blockers[2]!.label).toMatch(/^Payout line \d+ \(PB-2026-\d{6}\)$/);
    const before = await dataRows(c);
    const res = await c.as(c.admin).post(url(n.id), { confirmName: 'Busy Nabirye' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PRIVACY_MESSAGES.blocked(plan.blockers));
    expect(await dataRows(c)).toEqual(before);
  });
});
