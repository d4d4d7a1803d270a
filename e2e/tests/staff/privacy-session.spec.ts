import { expect, test, type Page } from '@playwright/test';
import { addStaffAccount, asGuest } from '../../support/accounts.ts';
import { changeTemporaryPassword, signInThroughScreens } from '../../support/sign-in.ts';

// Issue 26: the session token leaves the disk when the tab closes
// (sessionStorage) unless the user chose "Keep me signed in on this computer"
// (localStorage); another open tab hands it to a new tab, and a sign-out in
// one tab signs the other out.

const SESSION = 'care.session';

/** Where the page's session token is: this tab's sessionStorage and localStorage. */
const stores = (page: Page) =>
  page.evaluate((key) => {
    const token = (raw: string | null) =>
      raw ? ((JSON.parse(raw) as { token?: string }).token ?? null) : null;
    return {
      session: token(sessionStorage.getItem(key)),
      local: token(localStorage.getItem(key)),
    };
  }, SESSION);

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('signed in without the box: the token is in sessionStorage only, a reload keeps the session, another tab shares it until sign-out', async ({
  page,
  browser,
}) => {
  test.slow();
  const { n, email, temporary } = await addStaffAccount(page, 'ps', 'Sara Session');

  await asGuest(browser, async (guest) => {
    await signInThroughScreens(guest, email, temporary);
    await changeTemporaryPassword(guest, temporary, `Quiet-Tab-${n}`);
    const signedIn = await stores(guest);
    expect(signedIn.session).toBeTruthy();
    expect(signedIn.local).toBeNull();

    await guest.reload();
    await expect(mainMenu(guest)).toBeVisible();
    expect(await stores(guest)).toEqual(signedIn);

    // A new tab while this one is open: no sign-in, and still nothing in localStorage.
    const second = await guest.context().newPage();
    await second.goto('/customers/list');
    await expect(mainMenu(second)).toBeVisible();
    await expect(second).toHaveURL(/\/customers\/list$/);
    expect(await stores(second)).toEqual(signedIn);

    // Log out in the new tab: the first one is signed out too.
    await second.getByRole('button', { name: 'Log out' }).click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(guest).toHaveURL(/\/login$/);
    expect(await stores(guest)).toEqual({ session: null, local: null });
  });
});

test('with no tab of the app left open, a new tab asks for the sign-in again', async ({
  page,
  browser,
}) => {
  test.slow();
  const { n, email, temporary } = await addStaffAccount(page, 'pt', 'Tom Tab');

  await asGuest(browser, async (guest) => {
    await signInThroughScreens(guest, email, temporary);
    await changeTemporaryPassword(guest, temporary, `Closed-Tab-${n}`);
    const context = guest.context();
    const blank = await context.newPage();
    await guest.close();
    await blank.goto('/customers/list');
    await expect(blank).toHaveURL(/\/login$/);
    await expect(blank.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await stores(blank)).toEqual({ session: null, local: null });
  });
});

test('signed in with "Keep me signed in on this computer": the token is in localStorage', async ({
  page,
  browser,
}) => {
  test.slow();
  const { n, email, temporary } = await addStaffAccount(page, 'pk', 'Kate Kept');

  await asGuest(browser, async (guest) => {
    await signInThroughScreens(guest, email, temporary, { keep: true });
    await changeTemporaryPassword(guest, temporary, `Kept-Desk-${n}`);
    const kept = await stores(guest);
    expect(kept.local).toBeTruthy();
    expect(kept.session).toBeNull();
    // What a browser keeps across a restart (Playwright's storageState) holds it.
    const saved = await guest.context().storageState();
    const origin = saved.origins.flatMap((o) => o.localStorage);
    expect(origin.find((item) => item.name === SESSION)?.value).toContain(kept.local!);
  });
});
