import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  CARE_MESSAGE_MESSAGES,
  SHIPPED_CARE_MESSAGES,
  type CareMessage,
  type CareMessageSettings,
} from '@app/contract';
import { smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 42 (ADR 057): the library of messages for each week. English is
// shipped (written once, the first time the server starts); staff write
// the other languages beside it; ADMIN adds and deletes messages and sets
// the sending rules. Each text is ICU message format with its group's names.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup();
});
afterAll(() => c.app.close());

const library = async (query = '') => {
  const res = await c.read(`/care-messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CareMessage[];
};
const week = async (category: string, w: number) =>
  (await library(`?category=${category}`)).filter((m) => m.week === w);
const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  c.app.inject({
    method,
    url: `${API_BASE}${url}`,
    payload: payload as never,
    headers: c.adminHeaders,
  });
const textOf = (m: CareMessage, language: string) => m.texts.find((t) => t.language === language);

describe('the shipped library', () => {
  it('holds every shipped English message once, each missing the other languages', async () => {
    const all = await library();
    expect(all).toHaveLength(SHIPPED_CARE_MESSAGES.length);
    expect(all.map((m) => [m.category, m.week, textOf(m, 'en')!.text])).toEqual(
      // the contract's order: by group, then week
      [...SHIPPED_CARE_MESSAGES]
        .sort(
          (a, b) =>
            ['Pregnancy', 'Postnatal', 'Baby', 'Reminder'].indexOf(a.category) -
              ['Pregnancy', 'Postnatal', 'Baby', 'Reminder'].indexOf(b.category) || a.week - b.week,
        )
        .map((m) => [m.category, m.week, m.text]),
    );
    expect(all.every((m) => m.missing.join() === 'lg,sw,nyn')).toBe(true);
  });

  it('is written once: a second start writes nothing more', async () => {
    expect(await c.app.services.careMessages.fillLibrary()).toBe(false);
    expect(await library()).toHaveLength(SHIPPED_CARE_MESSAGES.length);
  });
});

describe('a translation', () => {
  it('is written beside the English, at the version read; a stale one is refused', async () => {
    const [m] = await week('Pregnancy', 24);
    const first = await c.put(`/care-message/${m!.id}/text/lg`, {
      text: 'Nnyabo {firstName}, olina wiiki 24.',
      updated_at: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data as CareMessage;
    expect(textOf(saved, 'lg')).toMatchObject({ text: 'Nnyabo {firstName}, olina wiiki 24.' });
    expect(saved.missing).toEqual(['sw', 'nyn']);
    expect((await library('?missing=lg')).map((x) => x.id)).not.toContain(m!.id);

    // a colleague who read it before it was written: 409, nothing changed
    const stale = await c.put(`/care-message/${m!.id}/text/lg`, {
      text: 'Another',
      updated_at: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(CARE_MESSAGE_MESSAGES.stale);

    const version = textOf(saved, 'lg')!.updated_at;
    const again = await c.put(`/care-message/${m!.id}/text/lg`, {
      text: 'Nnyabo {firstName}, wiiki {weeks}.',
      updated_at: version,
    });
    expect(again.statusCode, again.body).toBe(200);
    // removed: empty text; the message goes in English again
    const removed = await c.put(`/care-message/${m!.id}/text/lg`, {
      text: '',
      updated_at: textOf(again.json().data, 'lg')!.updated_at,
    });
    expect(removed.json().data.missing).toEqual(['lg', 'sw', 'nyn']);
  });

  it('refuses an unreadable text, an unknown name and an empty English, saying why', async () => {
    const [m] = await week('Baby', 10);
    const broken = await c.put(`/care-message/${m!.id}/text/sw`, { text: 'Habari {firstName' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details.text).toMatch(/^The message cannot be read/);
    const unknown = await c.put(`/care-message/${m!.id}/text/sw`, { text: 'Habari {edd}' });
    expect(unknown.json().details.text).toBe(
      CARE_MESSAGE_MESSAGES.unknownPlaceholder('edd', 'Baby'),
    );
    const english = await c.put(`/care-message/${m!.id}/text/en`, { text: ' ' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toBe(CARE_MESSAGE_MESSAGES.englishRequired);
    const bad = await c.put(`/care-message/${m!.id}/text/fr`, { text: 'Bonjour' });
    expect(bad.statusCode).toBe(400);
    expect(textOf((await week('Baby', 10))[0]!, 'sw')).toBeUndefined();
  });
});

describe('messages and sending rules (ADMIN)', () => {
  it('ADMIN adds a message after its week’s others and deletes it; staff may not', async () => {
    const body = {
      category: 'Postnatal',
      week: 2,
      text: 'Hello {firstName}, rest when baby sleeps.',
    };
    expect((await c.send('/care-messages', body)).statusCode).toBe(403);
    const made = await admin('POST', '/care-messages', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ category: 'Postnatal', week: 2, position: 2 });
    const out = await admin('POST', '/care-messages', { ...body, week: 9 });
    expect(out.statusCode).toBe(400);
    expect(out.json().details.week).toBe(CARE_MESSAGE_MESSAGES.weekOutOfRange('Postnatal'));

    const id = made.json().data.id as number;
    expect((await c.del(`/care-message/${id}`)).statusCode).toBe(403);
    expect((await admin('DELETE', `/care-message/${id}`)).statusCode).toBe(200);
    expect((await week('Postnatal', 2)).map((m) => m.id)).not.toContain(id);
    expect((await admin('DELETE', `/care-message/${id}`)).statusCode).toBe(404);
  });

  it('ADMIN sets on/off, the number a week and the hour; bad values are refused', async () => {
    const read = async () =>
      (await c.read('/care-messages/settings')).json().data as CareMessageSettings;
    expect(await read()).toMatchObject({ enabled: true, per_week: 2, hour: 10 });
    expect(
      (await c.put('/care-messages/settings', { enabled: false, per_week: 2, hour: 10 }))
        .statusCode,
    ).toBe(403);
    const late = await admin('PUT', '/care-messages/settings', {
      enabled: true,
      per_week: 2,
      hour: 21,
    });
    expect(late.statusCode).toBe(400);
    const saved = await admin('PUT', '/care-messages/settings', {
      enabled: true,
      per_week: 3,
      hour: 9,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toMatchObject({
      enabled: true,
      per_week: 3,
      hour: 9,
      updated_by_name: 'Boss',
    });
    await admin('PUT', '/care-messages/settings', { enabled: true, per_week: 2, hour: 10 });
  });
});
