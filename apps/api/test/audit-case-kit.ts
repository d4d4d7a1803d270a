import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { API_BASE } from '@app/contract';
import type { Ctx } from './factories.ts';
import { expect } from 'vitest';

// What every file of the audit-coverage cases (audit-cases*.ts) performs its
// cases with: `act` runs one operation, `w` names an audit entry it must
// leave, `data` reads a successful answer.

/** Runs one operation of the API, named as the OpenAPI document names it (e.g. `PUT /customer/{id}`). */
export type Act = <T>(op: string, what: string, run: () => Promise<T>) => Promise<T>;

/** An audit entry the operation must leave: field -> [before, after] for a change; the actor when not the desk's. */
export type W = (
  action: string,
  entity: string,
  entityId: string | number,
  change?: Record<string, [unknown, unknown]>,
  actor?: string | null,
  actorEmail?: string,
) => void;

/** The answer's data, once its status is checked (200 unless told). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cases read the fields they need
export function data<T = any>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}

/** A multipart upload of one picture, as the web app sends it (field imageFile). */
export function upload(c: Ctx, url: string, bytes: Buffer) {
  const boundary = `----care-audit-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; ` +
        `filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return c.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload,
    headers: { ...c.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
export const jpeg = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .jpeg()
    .toBuffer();
