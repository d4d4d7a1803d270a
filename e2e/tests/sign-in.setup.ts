import { expect, test } from '@playwright/test';
import { ADMIN, AUTH_FILE } from '../support/env.ts';
import { signInThroughScreens } from '../support/sign-in.ts';

test('the right pair and the e-mailed code reach Home', async ({ page }) => {
  await signInThroughScreens(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Main Dashboard')).toBeVisible();
  await page.context().storageState({ path: AUTH_FILE });
});
