import { expect, test } from '@playwright/test';
import { ADMIN, AUTH_FILE } from '../support/env.ts';
import { signInThroughScreens } from '../support/sign-in.ts';

// "Keep me signed in on this computer": the session is in localStorage, which
// the saved storageState carries to every staff test (sessionStorage it does not).
test('the right pair and the e-mailed code reach Home', async ({ page }) => {
  await signInThroughScreens(page, ADMIN.email, ADMIN.password, { keep: true });
  await expect(page.getByText('Main Dashboard')).toBeVisible();
  await page.context().storageState({ path: AUTH_FILE });
});
