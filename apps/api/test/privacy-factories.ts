import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, ugandaDate } from '@app/contract';
import { jobCards, nurseJobs } from '../src/db/schema/index.ts';
import { createIncome, createOrder, moveOrder } from './ledger-factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { importNow, mtnCsv } from './reconciliation-factories.ts';
import { data, key, quiet, uploadPicture, type PrivacyCtx, type Who } from './privacy-kit.ts';

// Builders for the personal data suites (issue 26): an app with pictures on
// a disk of its own, an ADMIN signed in, and a customer (or a nurse) with
// data in every table that can hold it, written through the API. The app and
// the small builders are in privacy-kit.ts; the suites import both from here.
export {
  NAKAWUNDE,
  data,
  jpeg,
  phoneFormsOf,
  privacySetup,
  quiet,
  uploadPicture,
  type PrivacyCtx,
  type Who,
} from './privacy-kit.ts';

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
        date_of_birth: '1994-03-12',
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
      // issue 42: her date of birth corrected (the audit keeps both)
      date_of_birth: '1994-03-21',
      address: `${p.address}, Kampala`,
      updatedAt: created.customer.updatedAt,
    }),
  );
  // her pregnancy (issue 42): health data, deleted with her
  const pregnancy = data<{ id: number }>(
    await c.send(
      `/customer/${id}/pregnancies`,
      {
        lmp: addDays(ugandaDate(), -140),
        gravida: 3,
        parity: 2,
        risks: ['hiv'],
        risk_notes: `${p.first} is on treatment for ${p.condition}`,
        facility: 'Kiwatule Maternity',
      },
      key(),
    ),
    201,
  );
  // ...ended in a birth: her baby, named, is her data too
  data(
    await c.send(
      `/pregnancy/${pregnancy.id}/outcome`,
      {
        kind: 'birth',
        date: addDays(ugandaDate(), -2),
        place: 'Kiwatule Maternity',
        babies: [{ name: `Baby ${p.last}`, sex: 'Female', birth_weight_grams: 2900 }],
        notes: `${p.first} was well after the birth`,
      },
      key(),
    ),
    201,
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
