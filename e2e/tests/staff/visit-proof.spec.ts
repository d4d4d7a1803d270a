import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, kampalaDay } from '../../support/payroll.ts';
import { createBooking } from '../../support/bookings.ts';
import { readCode } from '../../support/mailbox.ts';
import { authHeaders, customerJobCard } from '../../support/records.ts';
import { bookNurse, makeLicensedNurse } from '../../support/schedule.ts';
import { DESKTOP, PHONE } from '../../support/screens.ts';

// Issue 37, proof of the visit: with the local SMS outbox, staff play the
// nurse's phone (Admin > SMS): IN <code> checks her in, and Today's visits
// on Home says so without a reload; OUT <code> checks her out; her job,
// completed, goes into a payout batch with its day verified, and is paid
// once another ADMIN approves. And a visit
// no one checked in to turns late on the board by itself.

type TodayVisit = {
  nurseJobId: number;
  careCardNumber: string;
  code: string | null;
  state: string;
};
const todays = (page: Page) => apiGet<{ visits: TodayVisit[] }>(page, '/visits/today');
const ugx = (n: number) => `UGX ${n.toLocaleString('en-US')}`;
const tag = () => Date.now().toString(36);

/** A nurse booked today on a fresh card, for one day of `shift`. */
async function visitToday(page: Page, last: string, shift: 'Day' | 'Night') {
  await page.goto('/');
  const card = (await customerJobCard(page, last, `0703${String(Date.now()).slice(-6)}`, {
    start_date: kampalaDay(0),
    days: 1,
  })) as { id: number; care_card_number: string };
  return bookOnCard(page, last, card, shift);
}

/** Mary `last`, licensed, booked on `card` for today's `shift`; with the visit's code. */
async function bookOnCard(
  page: Page,
  last: string,
  card: { id: number; care_card_number: string },
  shift: 'Day' | 'Night',
) {
  const nurse = await makeLicensedNurse(page, 'Mary', last, {
    station: 'Head Office',
    licenceExpiry: kampalaDay(400),
  });
  const job = await bookNurse(page, nurse.id, {
    jobId: card.id,
    start_date: kampalaDay(0),
    duration: 1,
    shift,
  });
  const row = (await todays(page)).visits.find((v) => v.nurseJobId === job.id);
  expect(row?.code, 'the visit has its code on the board').toMatch(/^\d{4}$/);
  return { card: card.care_card_number, nurse, jobId: job.id, code: row!.code! };
}

/**
 * A care request confirmed on the Bookings screen and turned into its job
 * card there (Confirm request, Create job card), then a nurse booked on it
 * for today: the visit from its booking on.
 */
async function visitFromBooking(page: Page, last: string) {
  await page.goto('/bookings');
  const customers = await apiGet<{ id: number }[]>(page, '/customer', { offset: '0', limit: '1' });
  const customer = customers[0]!;
  const booking = await createBooking(page, last, {
    customerId: customer.id,
    serviceStartDate: kampalaDay(0),
    dropoff: 'Ntinda, Kampala',
  });
  await page.getByLabel('Search Bookings').fill(last);
  await page
    .getByRole('table', { name: 'All bookings' })
    .getByRole('row', { name: new RegExp(last) })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${booking.docId}`) });
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByText('Booking status changed to Accepted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create job card' }).click();
  const form = page.getByRole('dialog', { name: `Add Job Card for booking ${booking.docId}` });
  await form.getByRole('combobox', { name: 'Patient gender', exact: true }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await form.getByRole('combobox', { name: 'Main medical disease', exact: true }).click();
  await page.getByRole('option', { name: 'C-section', exact: true }).click();
  await form.getByRole('textbox', { name: 'Facility' }).fill('Home');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job card successfully created')).toBeVisible();
  const cards = await apiGet<{
    rows: { id: number; care_card_number: string; bookingId: number | null }[];
  }>(page, `/portal/jobcard/customer/${customer.id}`, { offset: '0', limit: '100' });
  const card = cards.rows.find((c) => c.bookingId === booking.id);
  expect(card, 'the booking links to its job card').toBeDefined();
  return bookOnCard(page, last, card!, 'Day');
}

/** Home's board, every row shown (it shows late and missed ones and a few more at first). */
async function boardRow(page: Page, card: string) {
  const board = page.getByRole('region', { name: "Today's visits" });
  await expect(board.getByRole('list', { name: 'Visits' })).toBeVisible();
  const more = board.getByRole('button', { name: /^Show all \d+ visits$/ });
  if (await more.isVisible()) await more.click();
  return board.getByRole('listitem').filter({ hasText: card });
}

/**
 * Waits for the board's row to show `state` without a reload, and prints how
 * long it took (a figure, not a timed assertion: the bound only proves the
 * board asked again by itself, several times its 1.5 s if need be).
 */
async function shownWithin(row: Locator, state: string) {
  const from = Date.now();
  await expect(row).toHaveAttribute('data-state', state, { timeout: 10_000 });
  const ms = Date.now() - from;
  test
    .info()
    .annotations.push({ type: 'figure', description: `${state} shown ${ms} ms after the reply` });
  console.log(`Today's visits: ${state} shown ${ms} ms after the nurse's reply SMS`);
}

/** Sends `text` from `phone` with the outbox simulator; answers the reply bubble. */
async function simulate(page: Page, phone: string, text: string) {
  const panel = page.getByRole('region', { name: "Play the nurse's phone" });
  await panel.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  const sms = panel.getByRole('region', { name: 'Incoming SMS' });
  await sms.getByRole('textbox', { name: 'Message' }).fill(text);
  await sms.getByRole('button', { name: 'Send' }).click();
  return sms.getByLabel('Reply SMS');
}

test("a visit from booking to pay: checked in and out from the nurse's phone, Today's visits follows, payroll pays the verified day", async ({
  page,
  context,
}) => {
  test.slow();
  const last = `Proof${tag()}`;
  const v = await visitFromBooking(page, last);

  // Home in a second tab: the board asks again by itself.
  const home = await context.newPage();
  await home.setViewportSize(DESKTOP);
  await home.goto('/');
  const row = await boardRow(home, v.card);
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute('data-state', /checked/);

  await page.goto('/admin?tab=sms');
  await expect(await simulate(page, v.nurse.phone_number, `IN ${v.code}`)).toContainText(
    new RegExp(`Checked in at \\d{2}:\\d{2} for ${v.card}, Mary`),
  );
  // No reload of Home: the board asks every 1.5 s by itself (issue 37's figure is under 2 s;
  // the time it took is printed, and bounded loosely here: a shared CI machine runs four browsers).
  await shownWithin(row, 'checked_in');
  // the check-in started her job (and the card)
  const jobs = await apiGet<{ rows: { id: number; status: string }[] }>(
    page,
    `/portal/jobcard/nurse/${v.nurse.id}`,
  );
  expect(jobs.rows.find((j) => j.id === v.jobId)?.status).toBe('ongoing');

  await expect(await simulate(page, v.nurse.phone_number, `OUT ${v.code}`)).toContainText(
    new RegExp(`Checked out at \\d{2}:\\d{2} for ${v.card}, Mary`),
  );
  await shownWithin(row, 'checked_out');
  await home.close();

  // A stranger's phone with her code is refused and kept as an exception.
  await expect(await simulate(page, '0772000111', `IN ${v.code}`)).toContainText(
    'This phone number is not registered for visit check-in',
  );

  // Her day ends: the job completed, its one day verified, paid by a batch.
  const done = await page.request.put(`/api/v1/portal/jobcard/nurse/${v.jobId}`, {
    headers: await authHeaders(page),
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  const days = await apiGet<{ day: string; proof: string }[]>(page, `/visits/jobs/${v.jobId}/days`);
  expect(days).toEqual([expect.objectContaining({ day: kampalaDay(0), proof: 'checked' })]);

  await page.goto('/finance/payroll');
  const mine = page.getByRole('listitem', { name: `Mary ${last}`, exact: true });
  await expect(mine).toContainText('1 of 1 day verified');
  await mine.getByRole('checkbox', { name: `Job ${v.card}` }).check();
  const selected = page.getByRole('region', { name: 'Selected jobs' });
  await expect(selected).toContainText(`Selected: 1 job · ${ugx(50_000)}`);
  await selected.getByRole('button', { name: 'Create batch' }).click();
  const create = page.getByRole('dialog', { name: 'Create payout batch' });
  await create.getByRole('button', { name: 'Create batch' }).click();
  await expect(page).toHaveURL(/\/finance\/payroll\/batches\/\d+$/);
  await expect(page.getByRole('region', { name: 'Lines', exact: true })).toContainText(
    `Total ${ugx(50_000)}`,
  );

  // Paid: another ADMIN approves (two people for money out), the MTN file is
  // exported, and the line is marked paid with the provider's transaction id.
  const batchId = Number(page.url().split('/').at(-1));
  const approver = await secondAdmin(page);
  const approve = await page.request.post(`/api/v1/payroll/batches/${batchId}/approve`, {
    headers: approver,
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const file = await page.request.get(`/api/v1/payroll/batches/${batchId}/export?format=mtn`, {
    headers: await authHeaders(page),
  });
  expect(file.status(), await file.text()).toBe(200);
  await page.reload();
  const line = page
    .getByRole('list', { name: 'Batch lines' })
    .getByRole('listitem')
    .filter({ hasText: v.card });
  await line.getByRole('button', { name: 'Mark paid' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark paid' });
  await mark.getByRole('textbox', { name: 'Transaction id' }).fill(`MP${Date.now()}.PROOF`);
  await mark.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Line marked paid')).toBeVisible();
  const paid = await apiGet<{ rows: { id: number; payment_status: string }[] }>(
    page,
    `/portal/jobcard/nurse/${v.nurse.id}`,
  );
  expect(paid.rows.find((j) => j.id === v.jobId)?.payment_status).toBe('Paid');
});

/** A second ADMIN, made by the signed-in one, signed in through the API: its headers. */
async function secondAdmin(page: Page) {
  const n = Date.now() % 1e9;
  const email = `approver${n}@care.ug`;
  const temporary = `Temp-Approver-${n}`;
  const headers = await authHeaders(page);
  const made = await page.request.post('/api/v1/staff', {
    headers,
    data: { name: `Approver ${n}`, email, role: 'ADMIN', password: temporary },
  });
  expect(made.status(), await made.text()).toBe(201);
  const since = Date.now() - 1000;
  const login = await page.request.post('/api/v1/auth/login', {
    headers: { 'x-partner-id': headers['x-partner-id'] },
    data: { email, password: temporary },
  });
  expect(login.status(), await login.text()).toBe(200);
  const code = await readCode(email, since);
  const verify = await page.request.post('/api/v1/auth/verify', {
    headers: { 'x-partner-id': headers['x-partner-id'] },
    data: { email, code },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const token = ((await verify.json()) as { data: { token: string } }).data.token;
  const theirs = { 'x-partner-id': headers['x-partner-id'], Authorization: `Bearer ${token}` };
  // a temporary password opens nothing but its own change
  const changed = await page.request.post('/api/v1/auth/change-password', {
    headers: theirs,
    data: { currentPassword: temporary, newPassword: `Mango-Tree-${n}` },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return theirs;
}

test("Today's visits turns a visit late by itself, 30 minutes after its shift's start", async ({
  page,
}) => {
  test.slow();
  // The shift started 28 minutes ago (Kampala): not late yet, late within about two minutes.
  const kampala = new Date(Date.now() + 3 * 3600_000 - 28 * 60_000);
  test.skip(
    kampala.toISOString().slice(0, 10) !== kampalaDay(0),
    'The shift would have started yesterday (the first half hour after midnight in Kampala)',
  );
  const minutes = kampala.getUTCHours() * 60 + kampala.getUTCMinutes();
  const hhmm = [Math.floor(minutes / 60), minutes % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  // A day shift starts before noon, a night shift from noon (Admin's rule).
  const shift = minutes < 12 * 60 ? 'Day' : 'Night';
  await page.goto('/');
  type Settings = {
    dayShiftStart: string;
    nightShiftStart: string;
    coordinatorPhone: string | null;
    updatedAt: string | null;
  };
  const before = await apiGet<Settings>(page, '/visits/settings');
  const put = async (body: Omit<Settings, 'updatedAt'>) => {
    const { updatedAt } = await apiGet<Settings>(page, '/visits/settings');
    const res = await page.request.put('/api/v1/visits/settings', {
      headers: await authHeaders(page),
      // never saved yet: no version to give
      data: updatedAt ? { ...body, updatedAt } : body,
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const original = {
    dayShiftStart: before.dayShiftStart,
    nightShiftStart: before.nightShiftStart,
    coordinatorPhone: before.coordinatorPhone,
  };
  await put({
    ...original,
    ...(shift === 'Day' ? { dayShiftStart: hhmm } : { nightShiftStart: hhmm }),
  });
  try {
    const v = await visitToday(page, `Late${tag()}`, shift);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const row = await boardRow(page, v.card);
    await expect(row).toHaveAttribute('data-state', 'not_due');
    await expect(row).toContainText('Not yet due');
    // No reload: the board turns it late once the half hour has passed (late rows come first).
    await expect(
      page
        .getByRole('region', { name: "Today's visits" })
        .getByRole('listitem')
        .filter({ hasText: v.card }),
    ).toHaveAttribute('data-state', 'late', { timeout: 150_000 });
    const now = (await todays(page)).visits.find((x) => x.nurseJobId === v.jobId);
    expect(now?.state).toBe('late');
    // On a phone, the same row, late.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const late = await boardRow(page, v.card);
    await expect(late).toHaveAttribute('data-state', 'late');
    await expect(late.getByText('Late', { exact: true })).toBeVisible();
  } finally {
    await put(original);
  }
});
