import { expect, test } from '@playwright/test';

test('Log out returns to /login and the session no longer works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Main Dashboard')).toBeVisible();
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const v = localStorage.getItem(localStorage.key(i)!) ?? '';
      if (v.includes('"token"')) return JSON.parse(v).token as string;
    }
    return null;
  });
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Log out successful')).toBeVisible();

  const res = await page.request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(401);
  await page.goto('/nurses');
  await expect(page).toHaveURL(/\/login$/);
});
