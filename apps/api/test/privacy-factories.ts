import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { jobCards, nurseJobs } from '../src/db/schema/index.ts';
import { createIncome, createOrder, moveOrder } from './ledger-factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { importNow, mtnCsv } from './reconciliation-factories.ts';
import { eventually, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Builders for the personal data suites (issue 26): an app with pictures on
// a disk of its own, an ADMIN signed in, and a customer (or a nurse) with
// data in every table that can hold it, written through the API.

export type PrivacyCtx = SmsCtx & {
  dataDir: string;
  admin: Record<string, string>;
  as: (headers: Record<string, string>) => {
    get: (url: string) => Promise<LightMyRequestResponse>;
    post: (url: string, body: unknown) => Promise<LightMyRequestResponse>;
  };
  done: () => Promise<void>;
};

/** `env`: more settings, e.g. the S3 file store's (s3-server.ts). */
export async function privacySetup(env: Record<string, string> = {}): Promise<PrivacyCtx> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-privacy-'));
  const c = await smsSetup({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000', ...env });
  return Object.assign(c, {
    dataDir,
    admin: c.adminHeaders,
    as: (headers: Record<string, string>) => ({
      get: (url: string) => c.get(url, headers),
      post: (url: string, body: unknown) => c.post(url, body, headers),
    }),
    done: async () => {
      await c.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export function data<T = unknown>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}
const key = () => ({ 'idempotency-key': randomUUID() });

/** A person's values the erasure must remove everywhere. */
export type Who = {
  first: string;
  last: string;
  /** Local form, as typed. */
  phone: string;
  alternate: string;
  email: string;
  condition: string;
  patient: string;
  address: string;
  receipt: string;
  invoice: string;
};

export const NAKAWUNDE: Who = {
  first: 'Nakawunde',
  last: 'Birungi-Tusiime',
  phone: '0772613579',
  alternate: '0701246813',
  email: 'nakawunde.bt@example.ug',
  condition: 'Gestational diabetes insipidus',
  patient: 'Baby Atwiine-Kisakye',
  address: 'Plot 17, Kiwatule Close',
  receipt: 'RCT-NB-0001',
  invoice: 'INV-NB-0001',
};

/** The phone number in the forms it may be stored or shown in. */
export const phoneFormsOf = (local: string) => {
  const d = local.replace(/^0/, '');
  return [local, `+256${d}`, `256${d}`];
};

export async function jpeg(background = '#E91E63') {
  return sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Uploads a picture to a profile (customer or careteam) and answers the stored name. */
export async function uploadPicture(
  c: PrivacyCtx,
  url: string,
  background?: string,
): Promise<string> {
  const boundary = `----privacy${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="me.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    await jpeg(background),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await c.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload,
    headers: { ...c.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const body = data<{ photo_url?: string; profile_picture?: string }>(res);
  return (body.photo_url ?? body.profile_picture)!.split('/').pop()!;
}

export type SeededCustomer = {
  id: number;
  picture: string;
  jobCardId: number;
  careCardNumber: string;
  orderNumber: string;
  incomeIds: number[];
  nurseId: number;
};

/**
 * A customer with data in every table that can hold hers: profile (edited,
 * with a picture and a device token), a booking, a job card with a medical
 * condition and a nurse who reviewed it, a shop order, two paid ledger
 * entries (one matched to a mobile money payment from her number), an SMS
 * and a push message, and idempotent requests.
 */
export async function seedCustomer(c: PrivacyCtx, p: Who): Promise<SeededCustomer> {
  const created = data<{ customer: { id: number; updatedAt: string } }>(
    await c.send(
      '/customer',
      {
        firstname: p.first,
        lastname: p.last,
        phonenumber: p.phone,
        email: p.email,
        gender: 'Female',
        children: 2,
        company: 'Kiwatule Tailors',
        occupation: 'Tailor',
        address: p.address,
        latitude: 0.3712,
        longitude: 32.6231,
        consent_method: 'phone',
        order: { order: 'Prepared mama bag', address: p.address, requested_by: p.first },
      },
      key(),
    ),
    201,
  );
  const id = created.customer.id;
  // an edit: the audit keeps before and after
  data(
    await c.put(`/customer/${id}`, {
      firstname: p.first,
      lastname: p.last,
      phonenumber: p.phone,
      alternate_number: p.alternate,
      email: p.email,
      gender: 'Female',
      children: 3,
      address: `${p.address}, Kampala`,
      updatedAt: created.customer.updatedAt,
    }),
  );
  const picture = await uploadPicture(c, `/customer/${id}/picture`);
  const token = `fcm-${p.last}-${id}-device`;
  await c.db.execute(sql`update customers set fcm_token = ${token} where id = ${id}`);

  const card = data<{ id: number; care_card_number: string }>(
    await c.send(
      '/portal/jobcard',
      {
        UserId: id,
        service: 'Postnatal Care',
        patient_name: p.patient,
        contact: p.phone,
        gender: 'Female',
        start_date: '2026-03-01',
        end_date: '2026-03-03',
        facility: 'Kiwatule Maternity',
        // the product's list of conditions: 'Others', described in free text
        medical_condition: 'Others',
        description: p.condition,
        thc_description: `${p.first} is monitored for ${p.condition}`,
        address: p.address,
        relation: 'Mother',
        age_group: '25-30',
        days: 2,
        nights: 0,
        invoice_number: p.invoice,
        invoice_amount: '250,000',
        receipt_number: p.receipt,
        receipt_amount: '250,000',
        has_doctor: 'no',
      },
      key(),
    ),
    201,
  );
  // a nurse worked the card and was reviewed; the work is done and paid
  const nurse = await createNurse(c as unknown as NurseCtx, {}, { approved: true });
  const job = data<{ id: number }>(
    await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
      jobId: card.id,
      start_date: '2026-03-01',
      duration: 2,
      rate: 40_000,
    }),
    201,
  );
  data(
    await c.send('/review', {
      nurse_job_id: job.id,
      nps: 9,
      customer_review: `${p.first} says the nurse was kind`,
      nurse_review: `${p.first} was welcoming`,
    }),
    201,
  );
  await c.db
    .update(nurseJobs)
    .set({ status: 'completed', paymentStatus: 'Paid' })
    .where(eq(nurseJobs.id, job.id));
  await c.db.update(jobCards).set({ status: 'completed' }).where(eq(jobCards.id, card.id));

  const order = await createOrder(c, {
    customerId: id,
    customerName: `${p.first} ${p.last}`,
    contact: p.phone,
    address: p.address,
  });
  await moveOrder(c, order.id, 'Completed');

  const paid = await createIncome(c, id, {
    status: 'Paid',
    amount: '250,000',
    doc_id: p.receipt,
    summary: `${p.first} paid for the postnatal visit`,
  });
  const matched = await createIncome(c, id, {
    status: 'Pending',
    amount: '95,000',
    txn_date: '2026-11-03',
    doc_id: `${p.receipt}-B`,
  });
  const d = p.phone.replace(/^0/, '');
  const imported = await importNow(
    c,
    mtnCsv([
      {
        id: `MP-${d}`,
        date: '2026-11-03 09:00:00',
        amount: '95,000',
        from: `FRI:256${d}/MSISDN`,
        name: `${p.first.toUpperCase()} ${p.last.toUpperCase()}`,
        note: `${p.receipt}-B`,
      },
    ]),
  );
  expect(imported.matched, JSON.stringify(imported)).toBe(1);

  data(
    await c.send(
      '/sms/messages',
      {
        message: `Dear ${p.first}, your nurse arrives at 9 am.`,
        audience: { kind: 'customer', id },
      },
      key(),
    ),
  );
  data(
    await c.send('/sendcomms/send_to_one_user', {
      category: 'update',
      title: `Hello ${p.first}`,
      click_action: 'MAIN_HOME',
      message: `${p.first}, your visit is confirmed.`,
      messageType: 'single',
      customerId: id,
    }),
  );
  // the queue has sent every SMS: nothing changes behind the tests' backs
  await quiet(c, 1);
  return {
    id,
    picture,
    jobCardId: card.id,
    careCardNumber: card.care_card_number,
    orderNumber: order.orderNumber,
    incomeIds: [paid.id, matched.id],
    nurseId: nurse.id,
  };
}

/**
 * Waits until the automatic messages of `nurseJobs` nurse assignments are
 * composed (the queue does it after the request) and no SMS is queued or
 * being sent.
 */
export const quiet = (c: PrivacyCtx, nurseJobs = 0) =>
  eventually(async () => {
    const rows = await smsRows(c);
    const assigned = rows.filter((r) => r.event === 'nurse_assigned').length;
    return (
      assigned >= nurseJobs && rows.every((r) => r.result !== 'queued' && r.result !== 'sending')
    );
  });
