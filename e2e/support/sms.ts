import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { authHeaders } from './records.ts';

// What the SMS journeys (tests/staff/sms.spec.ts, issue 24) read through the
// API to know what the screens should say, and how they look at the history.

export type SeededCustomer = {
  id: number;
  firstname: string;
  lastname: string;
  phonenumber: string;
  user_type: 'parent' | 'expecting' | 'other';
  can_push: boolean;
};

export type MessageRow = {
  kind: 'direct' | 'group' | 'automatic';
  event: string | null;
  recipientName: string | null;
  phone: string | null;
  message: string;
  result: string;
  gateway: string;
};

/** Uganda's mobile numbers as stored (E.164): the only ones an SMS goes to (issue 24). */
export const UGANDA_MOBILE = /^\+2567\d{8}$/;

export async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Every customer, 100 a page (the API's largest). */
export async function allCustomers(page: Page): Promise<SeededCustomer[]> {
  const headers = await authHeaders(page);
  const all: SeededCustomer[] = [];
  for (let offset = 0; ; offset += 100) {
    const rows = await dataOf<SeededCustomer[]>(
      await page.request.get('/api/v1/customer', { headers, params: { offset, limit: 100 } }),
    );
    all.push(...rows);
    if (rows.length < 100) return all;
  }
}

/**
 * Customers with a Ugandan mobile who are not expecting mothers (the group
 * the group-send journey sends to), with and without a push token.
 */
export async function customersApart(page: Page) {
  const apart = (await allCustomers(page)).filter(
    (c) => c.user_type !== 'expecting' && UGANDA_MOBILE.test(c.phonenumber),
  );
  const withoutToken = apart.filter((c) => !c.can_push);
  const withToken = apart.filter((c) => c.can_push);
  if (withoutToken.length < 2 || withToken.length < 1)
    throw new Error('the demo seed has too few customers with and without a push token');
  return { withoutToken, withToken };
}

/** The messages to people whose name holds `name`, newest first, as the API records them. */
export async function messagesTo(page: Page, name: string): Promise<MessageRow[]> {
  const { rows } = await dataOf<{ rows: MessageRow[] }>(
    await page.request.get('/api/v1/sms/messages', {
      headers: await authHeaders(page),
      params: { channel: 'sms', q: name, offset: 0, limit: 50 },
    }),
  );
  return rows;
}

/** The SMS sent (by the outbox or the gateway) with exactly this text, newest first. */
export async function sentWith(page: Page, text: string): Promise<MessageRow[]> {
  const { rows } = await dataOf<{ rows: MessageRow[] }>(
    await page.request.get('/api/v1/sms/messages', {
      headers: await authHeaders(page),
      params: { channel: 'sms', result: 'sent', offset: 0, limit: 100 },
    }),
  );
  return rows.filter((r) => r.message === text);
}

/** The price of one SMS part the server is set up with (SMS_PRICE_UGX). */
export async function pricePerPart(page: Page): Promise<number> {
  const settings = await dataOf<{ pricePerSegmentUgx: number }>(
    await page.request.get('/api/v1/sms/settings', { headers: await authHeaders(page) }),
  );
  return settings.pricePerSegmentUgx;
}

/** UGX as the app writes it: "UGX 1,250". */
export const ugx = (n: number) => `UGX ${Math.round(n).toLocaleString('en-US')}`;

/** A stored number as the app shows it: "+256 772 123 456". */
export const shownPhone = (e164: string) =>
  e164.replace(/^\+256(\d{3})(\d{3})(\d{3})$/, '+256 $1 $2 $3');

/** The history of Communication's SMS tab. */
export const smsHistory = (page: Page) => page.getByRole('table', { name: 'Sent messages' });

/** Narrows the history to the people whose name holds `name`. */
export async function historyFor(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('group', { name: 'Message filters' })
    .getByRole('searchbox', { name: 'Name' })
    .fill(name);
  return smsHistory(page);
}

/** The page's scrolling width: no more than the window's when nothing makes it scroll sideways. */
export const pageScrollWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth);

/**
 * A screenshot for a person to look at, only when E2E_SHOTS names a folder
 * (e.g. E2E_SHOTS=/tmp/sms-shots): the journeys check, the pictures show.
 * A page is taken whole; a locator, just its box.
 */
export async function shot(target: Page | Locator, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  if (!('goto' in target)) return void (await target.screenshot({ path: file }));
  // A dialog covers the window: let it finish fading in, and take the window, not the page.
  const dialog = (await target.getByRole('dialog').count()) > 0;
  if (dialog) await target.waitForTimeout(400);
  await target.screenshot({ path: file, fullPage: !dialog });
}
