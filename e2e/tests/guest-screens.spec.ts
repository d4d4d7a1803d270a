import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, checkScreen } from '../support/screens.ts';

// The guest screens at 1280 px and 390 px: axe-core scan and no page-wide
// horizontal scroll, with and without the validation messages.

for (const [width, size] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test(`login, verification and not-found at ${width}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await checkScreen(page, `login (${width})`);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await checkScreen(page, `login with its messages (${width})`);

    // The screen after a sign-in: the e-mail waiting for its code is kept per tab.
    await page.evaluate(() => sessionStorage.setItem('care.pendingEmail', 'someone@care.ug'));
    await page.goto('/verification');
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await checkScreen(page, `verification (${width})`);

    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await checkScreen(page, `not-found (${width})`);
  });
}
