import { expect, test, type Page } from '@playwright/test';

// Offline use (issue 9): the app shell comes from the service worker's cache,
// loaded lists from the browser's copy of the query cache; saves are refused.

/** Waits until the service worker has taken charge of the page and precached the app. */
async function offlineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 100));
  });
}

/** Waits until the browser's copy of the loaded lists holds `text`. */
async function kept(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('care.query-cache') ?? ''))
    .toContain(text);
}

test('offline: the list stays, a save is refused and keeps the form, a reload still shows the list', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/customers/list');
  const list = page.getByRole('list', { name: 'Customers' });
  const first = list.getByRole('link').first();
  await expect(first).toBeVisible();
  const firstName = (await first.innerText()).split('\n')[0]!.trim();
  await offlineReady(page);
  await kept(page, firstName.split(' ')[0]!);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'No internet connection' });
  await expect(banner).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(firstName) })).toBeVisible();

  // A save while offline: refused with the spec's message, the dialog keeps every value.
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  const unique = `Off${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'First name' }).fill('Ruth');
  await form.getByRole('textbox', { name: 'Last name' }).fill(unique);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0772 555 123');
  await form.getByRole('combobox', { name: 'Address', exact: true }).fill('Kampala Road');
  await form.getByRole('combobox', { name: 'Product', exact: true }).click();
  await page.getByRole('option', { name: 'Postnatal care', exact: true }).click();
  await form.getByRole('combobox', { name: 'Consent given', exact: true }).click();
  await page.getByRole('option', { name: 'By phone', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  // The toast (not the banner): notistack's, which an open dialog hides from the accessibility tree.
  await expect(page.getByText('No internet connection', { exact: true })).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue(unique);
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0772 555 123');

  // Back online: the banner says so, and the same form saves.
  await context.setOffline(false);
  // Under the open dialog's backdrop (the page behind it is aria-hidden), still in view.
  await expect(page.getByText('Back online. Saving works again.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer profile created')).toBeVisible();
  await expect(form).toBeHidden();

  // A reload without a network: the app shell from the service worker, the list from the copy.
  await page.goto('/customers/list');
  await expect(list.getByRole('link', { name: new RegExp(firstName) })).toBeVisible();
  await kept(page, firstName.split(' ')[0]!);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Customer Profiles Dashboard')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No internet connection' }),
  ).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(firstName) })).toBeVisible();
  await context.setOffline(false);
});

test('the service worker never answers for the API, and the app is installable', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await offlineReady(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Care Back-office', theme_color: '#388E3C' });
  const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }
});
