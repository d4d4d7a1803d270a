import { expect, test } from '@playwright/test';
import { apiGet, kampalaDay } from '../../support/payroll.ts';
import { authHeaders } from '../../support/records.ts';
import { DESKTOP, PHONE } from '../../support/screens.ts';
import { boardRow, tag, todays, visitToday } from '../../support/visits.ts';

// Issue 37, proof of the visit: a visit no one checked in to turns late on
// Today's visits by itself, 30 minutes after its shift's start. The visit
// from booking to pay is in visit-proof.spec.ts.

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
