import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env.ts';

test('a guest at /nurses lands on /login', async ({ page }) => {
  await page.goto('/nurses');
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong pair shows 'Incorrect email or password pair' and stays", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password-1');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Incorrect email or password pair')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form shows the spec messages before sending anything', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password' }).fill('123');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Invalid e-mail.')).toBeVisible();
  await expect(page.getByText('Min 6 characters')).toBeVisible();
});

test('/dashboard shows the login screen to a guest', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
});

test('the verification screen without a pending sign-in goes back to /login', async ({ page }) => {
  await page.goto('/verification');
  await expect(page).toHaveURL(/\/login$/);
});
