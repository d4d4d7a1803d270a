import { expect, type Page } from '@playwright/test';

/** A nurse of the demo data with jobs booked (asked of the API with the signed-in session). */
export async function nurseWithJobs(page: Page): Promise<number> {
  await page.goto('/');
  const id = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('care.session') ?? '{}') as {
      token: string;
      user: { email: string };
    };
    const headers = {
      Authorization: `Bearer ${session.token}`,
      'x-partner-id': 'care-portal',
      'x-country-code': 'UG',
      'x-user-email': session.user.email,
    };
    for (let nurse = 1; nurse <= 60; nurse++) {
      const res = await fetch(`/api/v1/portal/jobcard/nurse/${nurse}?offset=0&limit=1`, {
        headers,
      });
      if (!res.ok) continue;
      const body = (await res.json()) as { data?: { count?: number } };
      if ((body.data?.count ?? 0) > 0) return nurse;
    }
    return 0;
  });
  expect(id, 'a nurse with jobs in the demo data').toBeGreaterThan(0);
  return id;
}
