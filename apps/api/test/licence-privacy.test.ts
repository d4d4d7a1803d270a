import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { nurses } from '../src/db/schema/index.ts';
import { licenceSetup, pdfOf, type LicenceCtx } from './licence-upload.ts';
import { auditFor, createNurse } from './nurse-factories.ts';

// Issue 27 with issue 26: an erased nurse loses her UNMC registration,
// licence, its copy (the file deleted) and her calendar feed; her station
// stays. Her subject export carries the practice fields and the copy.

let c: LicenceCtx;
beforeAll(async () => {
  c = await licenceSetup();
});
afterAll(() => c.done());
const upload: LicenceCtx['upload'] = (...a) => c.upload(...a);
const rowOf = (id: number) => c.rowOf(id);
const stored = () => c.stored();

describe('personal data: an erased nurse loses her licence, her export carries it', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    await c.createStaff({ email: 'licence.admin@care.ug', role: 'ADMIN', name: 'Licence Admin' });
    admin = (await c.signIn('licence.admin@care.ug')).headers;
  });
  const asAdmin = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    c.app.inject({ method, url: `${API_BASE}${url}`, headers: admin, payload: payload as never });

  it('exports the practice fields and the copy under licence/, without the feed secret', async () => {
    const n = await createNurse(c, { first_name: 'Export', last_name: 'Licence' });
    await c.put(`/careteam/${n.id}/practice`, {
      licence_number: 'PL-EXP-1',
      unmc_registration_number: 'RN-EXP-1',
    });
    const own = await pdfOf('licence to export');
    expect(
      (await upload(n.id, { name: 'mine.pdf', type: 'application/pdf', bytes: own })).statusCode,
    ).toBe(200);
    await c.db
      .update(nurses)
      .set({ calendarTokenHash: 'f'.repeat(64) })
      .where(eq(nurses.id, n.id));
    const res = await asAdmin('GET', `/privacy/nurse/${n.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    const raw = unzipSync(new Uint8Array(res.rawPayload));
    expect(Buffer.compare(Buffer.from(raw['licence/mine.pdf']!), own)).toBe(0);
    const json = JSON.parse(new TextDecoder().decode(raw['personal-data.json']!));
    expect(json.profile).toMatchObject({
      licenceNumber: 'PL-EXP-1',
      unmcRegistrationNumber: 'RN-EXP-1',
    });
    expect(json.profile).not.toHaveProperty('calendarTokenHash');
    expect(json.licenceCopy).toEqual(['mine.pdf']);
  });

  it('erasure clears her registration, licence, copy (file deleted) and calendar feed; keeps the station', async () => {
    const n = await createNurse(c, { first_name: 'Erase', last_name: 'Licence' });
    const put = await c.put(`/careteam/${n.id}/practice`, {
      licence_number: 'PL-ERASE-9',
      unmc_registration_number: 'RN-ERASE-9',
      licence_expiry: '2027-06-30',
      station: 'Kikubo',
    });
    expect(put.statusCode, put.body).toBe(200);
    const own = await pdfOf('licence to erase');
    expect(
      (await upload(n.id, { name: 'erase me.pdf', type: 'application/pdf', bytes: own }))
        .statusCode,
    ).toBe(200);
    const file = (await rowOf(n.id)).licenceFile!;
    await c.db
      .update(nurses)
      .set({ calendarTokenHash: 'e'.repeat(64), calendarTokenAt: new Date() })
      .where(eq(nurses.id, n.id));

    const res = await asAdmin('POST', `/privacy/nurse/${n.id}/erasure`, {
      confirmName: 'Erase Licence',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(n.id);
    expect(row).toMatchObject({
      unmcRegistrationNumber: null,
      licenceNumber: null,
      licenceExpiry: null,
      licenceFile: null,
      licenceFileName: null,
      licenceFileType: null,
      licenceFileSize: null,
      licenceUploadedAt: null,
      calendarTokenHash: null,
      calendarTokenAt: null,
      station: 'Kikubo',
    });
    expect(stored()).not.toContain(file);
    // the audit entries about her no longer name the copy or the numbers
    const text = JSON.stringify(await auditFor(c, 'nurse', n.id));
    expect(text).not.toContain('PL-ERASE-9');
    expect(text).not.toContain('RN-ERASE-9');
    expect(text).not.toContain('erase me.pdf');
  });
});
