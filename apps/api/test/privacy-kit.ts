import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { eventually, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// The app and the small builders of the personal data suites (issue 26): an
// app with pictures on a disk of its own, an ADMIN signed in, the person whose
// data is erased, pictures. The customer with data in every table is in
// privacy-factories.ts, which also answers all of these.

export type PrivacyCtx = SmsCtx & {
  dataDir: string;
  admin: Record<string, string>;
  as: (headers: Record<string, string>) => {
    get: (url: string) => Promise<LightMyRequestResponse>;
    post: (url: string, body: unknown) => Promise<LightMyRequestResponse>;
  };
  done: () => Promise<void>;
};

/** `env`: more settings, e.g. the S3 file store's (s3-server.ts). */
export async function privacySetup(env: Record<string, string> = {}): Promise<PrivacyCtx> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-privacy-'));
  const c = await smsSetup({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000', ...env });
  return Object.assign(c, {
    dataDir,
    admin: c.adminHeaders,
    as: (headers: Record<string, string>) => ({
      get: (url: string) => c.get(url, headers),
      post: (url: string, body: unknown) => c.post(url, body, headers),
    }),
    done: async () => {
      await c.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export function data<T = unknown>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}
export const key = () => ({ 'idempotency-key': randomUUID() });

/** A person's values the erasure must remove everywhere. */
export type Who = {
  first: string;
  last: string;
  /** Local form, as typed. */
  phone: string;
  alternate: string;
  email: string;
  condition: string;
  patient: string;
  address: string;
  receipt: string;
  invoice: string;
};

export const NAKAWUNDE: Who = {
  first: 'Nakawunde',
  last: 'Birungi-Tusiime',
  phone: '0772613579',
  alternate: '0701246813',
  email: 'nakawunde.bt@example.ug',
  condition: 'Gestational diabetes insipidus',
  patient: 'Baby Atwiine-Kisakye',
  address: 'Plot 17, Kiwatule Close',
  receipt: 'RCT-NB-0001',
  invoice: 'INV-NB-0001',
};

/** The phone number in the forms it may be stored or shown in. */
export const phoneFormsOf = (local: string) => {
  const d = local.replace(/^0/, '');
  return [local, `+256${d}`, `256${d}`];
};

export async function jpeg(background = '#E91E63') {
  return sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Uploads a picture to a profile (customer or careteam) and answers the stored name. */
export async function uploadPicture(
  c: PrivacyCtx,
  url: string,
  background?: string,
): Promise<string> {
  const boundary = `----privacy${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="me.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    await jpeg(background),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await c.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload,
    headers: { ...c.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const body = data<{ photo_url?: string; profile_picture?: string }>(res);
  return (body.photo_url ?? body.profile_picture)!.split('/').pop()!;
}

/**
 * Waits until the automatic messages of `nurseJobs` nurse assignments are
 * composed (the queue does it after the request) and no SMS is queued or
 * being sent.
 */
export const quiet = (c: PrivacyCtx, nurseJobs = 0) =>
  eventually(async () => {
    const rows = await smsRows(c);
    const assigned = rows.filter((r) => r.event === 'nurse_assigned').length;
    return (
      assigned >= nurseJobs && rows.every((r) => r.result !== 'queued' && r.result !== 'sending')
    );
  });
