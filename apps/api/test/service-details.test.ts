import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, expectFailure, setup, type Ctx } from './factories.ts';
import { pdfText } from './pdf-text.ts';

// Issue 21.16: the provider's name, phone and e-mail are set in Admin (stored
// in the database), the SERVICE_* variables as the default; with neither, the
// printed papers leave the contact out: no '+256 700 000 000 · care@example.ug'.

const PLACEHOLDER = /700 000 000|care@example\.ug/;
let c: Ctx;
let admin: Record<string, string>;
let tmp: string;

beforeAll(async () => {
  // no SERVICE_PHONE nor SERVICE_EMAIL in the environment
  c = await setup({ SERVICE_NAME: 'Env Care Ltd' });
  await c.createStaff({ email: 'boss@care.ug', role: 'ADMIN', name: 'Boss' });
  admin = (await c.signIn('boss@care.ug')).headers;
  tmp = mkdtempSync(path.join(os.tmpdir(), 'service-details-'));
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await c.close();
});

const put = (body: unknown, headers = admin) =>
  c.app.inject({
    method: 'PUT',
    url: `${API_BASE}/admin/service-details`,
    payload: body as never,
    headers,
  });

async function careCardText(): Promise<string> {
  const customer = await createCustomer(c);
  const card = await createJobCard(c, customer.id);
  const res = await c.read(`/job/download/${card.id}`);
  expect(res.statusCode).toBe(200);
  const file = path.join(tmp, `${card.id}.pdf`);
  writeFileSync(file, res.rawPayload);
  return pdfText(file);
}

describe('service details', () => {
  it('answers the environment with no contact when neither Admin nor the environment set one', async () => {
    const res = await c.read('/settings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      serviceName: 'Env Care Ltd',
      servicePhone: null,
      serviceEmail: null,
    });
    const details = await c.get('/admin/service-details', admin);
    expect(details.json().data).toEqual({
      serviceName: null,
      servicePhone: null,
      serviceEmail: null,
      defaults: { serviceName: 'Env Care Ltd', servicePhone: null, serviceEmail: null },
      updatedAt: null,
    });
  });

  it('prints no placeholder contact on the care card', async () => {
    const text = await careCardText();
    expect(text).toContain('Env Care Ltd');
    expect(text).not.toMatch(PLACEHOLDER);
    expect(text).not.toContain('Tel ');
  });

  it('is ADMIN only', async () => {
    expectFailure(await c.read('/admin/service-details'), 403);
    expectFailure(await put({ serviceName: 'X' }, c.headers), 403);
  });

  it('refuses a bad e-mail or phone with the field named', async () => {
    const bad = expectFailure(
      await put({ serviceName: 'A', servicePhone: 'call us', serviceEmail: 'nope' }),
      400,
    );
    expect(Object.keys(bad.details ?? {}).sort()).toEqual(['serviceEmail', 'servicePhone']);
  });

  it('stores what Admin sets, prints it, and audits the change', async () => {
    const res = await put({
      serviceName: ' Mama Care Kampala ',
      servicePhone: '+256 414 123 456',
      serviceEmail: 'Desk@MamaCare.ug',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      serviceName: 'Mama Care Kampala',
      servicePhone: '+256 414 123 456',
      serviceEmail: 'desk@mamacare.ug',
      updatedAt: expect.any(String),
    });
    expect((await c.read('/settings')).json().data).toEqual({
      serviceName: 'Mama Care Kampala',
      servicePhone: '+256 414 123 456',
      serviceEmail: 'desk@mamacare.ug',
    });
    const text = await careCardText();
    expect(text).toContain('Mama Care Kampala');
    expect(text).toContain('+256 414 123 456');
    expect(text).toContain('desk@mamacare.ug');

    const entries = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'service_settings'), eq(auditLog.action, 'update')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorEmail).toBe('boss@care.ug');
    expect(entries[0]!.summary).toEqual({
      before: { serviceName: null, servicePhone: null, serviceEmail: null },
      after: {
        serviceName: 'Mama Care Kampala',
        servicePhone: '+256 414 123 456',
        serviceEmail: 'desk@mamacare.ug',
      },
    });
  });

  it('falls back to the environment for a field emptied in Admin', async () => {
    const res = await put({ serviceName: '', servicePhone: '+256 414 123 456', serviceEmail: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await c.read('/settings')).json().data).toEqual({
      serviceName: 'Env Care Ltd',
      servicePhone: '+256 414 123 456',
      serviceEmail: null,
    });
  });
});

describe('service details from the environment', () => {
  it('prints the SERVICE_* contact when Admin set none', async () => {
    const e = await setup({ SERVICE_PHONE: '+256 312 000 111', SERVICE_EMAIL: 'hi@env.ug' });
    try {
      expect((await e.read('/settings')).json().data).toMatchObject({
        servicePhone: '+256 312 000 111',
        serviceEmail: 'hi@env.ug',
      });
    } finally {
      await e.close();
    }
  });
});
