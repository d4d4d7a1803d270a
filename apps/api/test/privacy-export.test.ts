import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ugandaDate } from '@app/contract';
import { accessLog, auditLog } from '../src/db/schema/index.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { pdfText } from './pdf-text.ts';
import {
  NAKAWUNDE,
  data,
  privacySetup,
  seedCustomer,
  type PrivacyCtx,
  type SeededCustomer,
} from './privacy-factories.ts';

// Issue 26, subject access: "Export personal data" (ADMIN) is one archive
// with everything held about the person, JSON for machines and a readable
// PDF, and the export itself is accounted for (access entry and audit entry).

let c: PrivacyCtx;
let her: SeededCustomer;
let tmp: string;
beforeAll(async () => {
  c = await privacySetup();
  her = await seedCustomer(c, NAKAWUNDE);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'care-export-'));
});
afterAll(async () => {
  await c.done();
  rmSync(tmp, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
type Archive = {
  json: Row;
  /** A section of the JSON: its records. */
  list: (section: string) => Row[];
  pdf: string;
  files: string[];
  raw: Record<string, Uint8Array>;
};

function open(res: LightMyRequestResponse): Archive {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const raw = unzipSync(new Uint8Array(res.rawPayload));
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, raw['personal-data.pdf']!);
  const json = JSON.parse(new TextDecoder().decode(raw['personal-data.json']!)) as Row;
  return {
    json,
    list: (section) => json[section] as Row[],
    pdf: pdfText(file).replace(/\s+/g, ' '),
    files: Object.keys(raw).sort(),
    raw,
  };
}
const exportOf = (kind: string, id: number) => c.as(c.admin).get(`/privacy/${kind}/${id}/export`);

describe('exporting a customer’s personal data', () => {
  it('is ADMIN only; an unknown person is 404', async () => {
    expect((await c.read(`/privacy/customer/${her.id}/export`)).statusCode).toBe(403);
    expect((await exportOf('customer', 999_999)).statusCode).toBe(404);
  });

  it('holds everything about her: JSON, a readable PDF and her picture', async () => {
    const res = await exportOf('customer', her.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="personal-data-customer-${her.id}-${ugandaDate()}.zip"`,
    );
    const a = open(res);
    expect(a.files).toEqual(['personal-data.json', 'personal-data.pdf', `pictures/${her.picture}`]);
    expect(Buffer.from(a.raw[`pictures/${her.picture}`]!).subarray(8, 12).toString()).toBe('WEBP');

    const j = a.json;
    const list = a.list;
    expect(j.subject).toMatchObject({
      kind: 'customer',
      id: her.id,
      name: 'Nakawunde Birungi-Tusiime',
    });
    expect(j.profile).toMatchObject({
      firstname: 'Nakawunde',
      email: NAKAWUNDE.email,
      phonenumber: '+256772613579',
    });
    expect(j.profile).not.toHaveProperty('fcmToken');
    expect(list('jobCards')).toHaveLength(1);
    expect(list('jobCards')[0]).toMatchObject({
      careCardNumber: her.careCardNumber,
      description: NAKAWUNDE.condition,
      medicalCondition: 'Others',
      patientName: NAKAWUNDE.patient,
    });
    expect(list('bookings')).toHaveLength(1);
    expect(list('shopOrders')).toHaveLength(1);
    expect(list('shopOrders')[0]!.orderNumber).toBe(her.orderNumber);
    expect((list('shopOrders')[0]!.items as Row[]).length).toBeGreaterThan(0);
    expect(list('ledger').map((l) => [l.docId, l.amount])).toEqual([
      [NAKAWUNDE.receipt, 250_000],
      [`${NAKAWUNDE.receipt}-B`, 95_000],
    ]);
    expect(list('statementLines')).toHaveLength(1);
    expect(list('statementLines')[0]).toMatchObject({ amount: 95_000, incomeId: her.incomeIds[1] });
    expect(
      list('messages')
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['push', 'sms']);
    expect(JSON.stringify(list('messages'))).not.toContain('fcm-');
    expect(list('reviews')).toHaveLength(1);
    expect(list('pregnancies').map((r) => [r.customerId, r.risks, r.facility])).toEqual([
      [her.id, ['hiv'], 'Kiwatule Maternity'],
    ]);
    expect(list('babies').map((r) => [r.customerId, r.sex, r.birthWeightGrams])).toEqual([
      [her.id, 'Female', 2900],
    ]);
    expect(j.pictures).toEqual([her.picture]);

    expect(a.pdf).toContain('PERSONAL DATA');
    expect(a.pdf).toContain('Nakawunde Birungi-Tusiime');
    for (const heading of [
      'PROFILE',
      'BOOKINGS',
      'JOB CARDS',
      'SHOP ORDERS',
      'LEDGER ENTRIES',
      'MESSAGES SENT',
      'REVIEWS',
      'PREGNANCIES',
      'ACCESS LOG',
    ])
      expect(a.pdf, heading).toContain(heading);
    expect(a.pdf).toContain(NAKAWUNDE.condition);
    expect(a.pdf).toContain('UGX 250,000');
    expect(a.pdf).toContain('01-03-2026');
    expect(a.pdf).toContain('+256 772 613 579');
  });

  it('writes an access entry and an audit entry; the next export lists the first', async () => {
    const count = () =>
      c.db.$count(
        accessLog,
        and(eq(accessLog.subjectKind, 'customer'), eq(accessLog.subjectId, her.id)),
      );
    const exportAudits = () =>
      c.db.$count(
        auditLog,
        and(
          eq(auditLog.action, 'export'),
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(her.id)),
        ),
      );
    const before = await count();
    const exportsBefore = await exportAudits();
    open(await exportOf('customer', her.id));
    expect(await count()).toBe(before + 1);
    const [entry] = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.record, 'subject_export'), eq(accessLog.subjectId, her.id)))
      .orderBy(accessLog.id);
    expect(entry).toMatchObject({
      action: 'export',
      record: 'subject_export',
      recordId: String(her.id),
      subjectKind: 'customer',
      actorEmail: 'boss@care.ug',
    });
    expect(entry!.detail).not.toContain('Nakawunde');
    const audits = await c.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'export'),
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(her.id)),
        ),
      );
    expect(audits.length).toBe(exportsBefore + 1);
    const next = open(await exportOf('customer', her.id));
    expect(next.list('accessLog')).toHaveLength(before + 1);
    expect(next.pdf).toContain('subject_export');
  });

  it('still works once she is erased, with the placeholders', async () => {
    data(
      await c.as(c.admin).post(`/privacy/customer/${her.id}/erasure`, {
        confirmName: 'Nakawunde Birungi-Tusiime',
      }),
    );
    const a = open(await exportOf('customer', her.id));
    expect(a.files).toEqual(['personal-data.json', 'personal-data.pdf']);
    expect(a.json.profile).toMatchObject({ firstname: 'Erased', lastname: 'person' });
    expect(a.pdf).toContain('Erased person (erased)');
    expect(a.pdf).not.toContain('Nakawunde');
    expect(a.pdf).not.toContain(NAKAWUNDE.condition);
  });
});

describe('exporting a nurse’s personal data', () => {
  it('holds her profile, work, schooling and jobs', async () => {
    const n = await createNurse(c as unknown as NurseCtx, {
      first_name: 'Export',
      last_name: 'Nurse',
    });
    const a = open(await exportOf('nurse', n.id));
    expect(a.json.subject).toMatchObject({ kind: 'nurse', id: n.id, name: 'Export Nurse' });
    expect(a.list('work')).toHaveLength(1);
    expect(a.list('academics')).toHaveLength(1);
    expect(a.list('nurseJobs')).toEqual([]);
    expect(a.pdf).toContain('WORK EXPERIENCE');
    expect(a.pdf).toContain('Mengo Hospital');
  });
});
