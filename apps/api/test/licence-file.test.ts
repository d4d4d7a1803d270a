import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, MAX_LICENCE_BYTES } from '@app/contract';
import { accessLog } from '../src/db/schema/index.ts';
import { licenceSetup, pdfOf, type LicenceCtx } from './licence-upload.ts';
import { auditFor, createNurse, expectFailure } from './nurse-factories.ts';

// Issue 27: the practising licence's copy. POST /careteam/{id}/licence takes
// a real PDF or picture (10 MB at most; a picture is re-encoded to JPEG),
// kept under DATA_DIR/licences and served by GET only with a session, never
// cached; replacing or deleting it deletes the old file
// (licence-privacy.test.ts: erasure and the subject export).

let c: LicenceCtx;
let pdf: Buffer;
beforeAll(async () => {
  c = await licenceSetup();
  pdf = await pdfOf('Uganda Nurses and Midwives Council: practising licence PL/2026/0001');
});
afterAll(() => c.done());
const upload: LicenceCtx['upload'] = (...a) => c.upload(...a);
const fetchCopy: LicenceCtx['fetchCopy'] = (...a) => c.fetchCopy(...a);
const rowOf = (id: number) => c.rowOf(id);
const stored = () => c.stored();

describe('POST /careteam/{id}/licence', () => {
  it('keeps a real PDF as it is and answers the nurse with its copy', async () => {
    const n = await createNurse(c);
    const res = await upload(n.id, {
      name: 'UNMC licence 2026.pdf',
      type: 'application/pdf',
      bytes: pdf,
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data.licence_copy;
    expect(copy).toMatchObject({
      name: 'UNMC licence 2026.pdf',
      type: 'application/pdf',
      size: pdf.length,
    });
    expect(Date.parse(copy.uploaded_at)).not.toBeNaN();
    const row = await rowOf(n.id);
    expect(row.licenceFile).toMatch(/^[a-f0-9]{64}\.pdf$/);
    expect(stored()).toContain(row.licenceFile);
    const audits = await auditFor(c, 'nurse', n.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      summary: { before: { licence_copy: null }, after: { licence_copy: 'UNMC licence 2026.pdf' } },
    });
  });

  it('streams the copy only with a session: its bytes, type, name as a download, never cached; the read is logged', async () => {
    const n = await createNurse(c);
    expect(
      (await upload(n.id, { name: 'l.pdf', type: 'application/pdf', bytes: pdf })).statusCode,
    ).toBe(200);

    const anonymous = await c.app.inject({
      method: 'GET',
      url: `${API_BASE}/careteam/${n.id}/licence`,
    });
    expectFailure(anonymous, 401);

    const res = await fetchCopy(n.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="l.pdf"/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
    const reads = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.record, 'licence_copy'), eq(accessLog.subjectId, n.id)));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ action: 'read', subjectKind: 'nurse', actorId: c.staffId });
  });

  it('re-encodes a PNG to JPEG: upright, at most 2400 px long, metadata dropped', async () => {
    const n = await createNurse(c);
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#2196F3' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const res = await upload(n.id, { name: 'scan.png', type: 'image/png', bytes: png });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.licence_copy).toMatchObject({ name: 'scan.jpg', type: 'image/jpeg' });
    const got = await fetchCopy(n.id);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
  });

  it.each([
    [
      'a text file renamed .pdf',
      'notes.pdf',
      'application/pdf',
      Buffer.from('hello, not a licence\n'.repeat(10)),
    ],
    [
      'a PDF header with no end',
      'cut.pdf',
      'application/pdf',
      Buffer.from(`%PDF-1.7\n${'x'.repeat(200)}`),
    ],
    ['a text file renamed .jpg', 'notes.jpg', 'image/jpeg', Buffer.from('hello, not a picture\n')],
    [
      'a GIF (not one of the pictures named)',
      'a.gif',
      'image/gif',
      Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    ],
  ])('refuses %s with 415 and keeps the copy it had', async (_, name, type, bytes) => {
    const n = await createNurse(c);
    expect(
      (await upload(n.id, { name: 'l.pdf', type: 'application/pdf', bytes: pdf })).statusCode,
    ).toBe(200);
    const before = await rowOf(n.id);
    const files = stored();
    const err = expectFailure(await upload(n.id, { name, type, bytes }), 415);
    expect(err.error).toBe('Only a PDF or a picture (JPEG, PNG, WebP) of the licence is accepted');
    expect(await rowOf(n.id)).toEqual(before);
    expect(stored()).toEqual(files);
  });

  it('takes 10 MB but refuses 11 MB with 413', async () => {
    const n = await createNurse(c);
    // a real PDF padded with a comment to just under the limit (past the pictures' 5 MB)
    const big = Buffer.concat([
      pdf.subarray(0, 9),
      Buffer.from(`%${'p'.repeat(MAX_LICENCE_BYTES - pdf.length - 100)}\n`),
      pdf.subarray(9),
    ]);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(MAX_LICENCE_BYTES);
    const ok = await upload(n.id, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(ok.statusCode, ok.body).toBe(200);

    const other = await createNurse(c);
    const huge = Buffer.concat([pdf, randomBytes(11 * 1024 * 1024)]);
    const err = expectFailure(
      await upload(other.id, { name: 'huge.pdf', type: 'application/pdf', bytes: huge }),
      413,
    );
    expect(err.error).toBe('The licence copy is larger than 10 MB');
    expect((await rowOf(other.id)).licenceFile).toBeNull();
  });

  it('refuses no file (400) and a nurse that does not exist (404)', async () => {
    const n = await createNurse(c);
    expectFailure(
      await upload(n.id, { field: 'other', name: 'l.pdf', type: 'application/pdf', bytes: pdf }),
      400,
    );
    expectFailure(
      await upload(99_999_999, { name: 'l.pdf', type: 'application/pdf', bytes: pdf }),
      404,
    );
    expectFailure(await fetchCopy(n.id), 404);
  });

  it('deletes the old file when replaced, unless another nurse has the same file', async () => {
    const a = await createNurse(c);
    const b = await createNurse(c);
    const first = await pdfOf('first licence of nurse A');
    const second = await pdfOf('second licence of nurse A');
    expect(
      (await upload(a.id, { name: 'a1.pdf', type: 'application/pdf', bytes: first })).statusCode,
    ).toBe(200);
    expect(
      (await upload(b.id, { name: 'b1.pdf', type: 'application/pdf', bytes: first })).statusCode,
    ).toBe(200);
    const shared = (await rowOf(a.id)).licenceFile!;
    expect((await rowOf(b.id)).licenceFile).toBe(shared);

    // B still has the shared file: A's replacement keeps it
    expect(
      (await upload(a.id, { name: 'a2.pdf', type: 'application/pdf', bytes: second })).statusCode,
    ).toBe(200);
    const replaced = (await rowOf(a.id)).licenceFile!;
    expect(replaced).not.toBe(shared);
    expect(stored()).toEqual(expect.arrayContaining([shared, replaced]));

    // B's replacement leaves nobody with it: gone
    const third = await pdfOf('licence of nurse B renewed');
    expect(
      (await upload(b.id, { name: 'b2.pdf', type: 'application/pdf', bytes: third })).statusCode,
    ).toBe(200);
    expect(stored()).not.toContain(shared);
    expect(stored()).toContain(replaced);
  });

  it('DELETE removes the copy and its file; GET then answers 404', async () => {
    const n = await createNurse(c);
    const own = await pdfOf('a licence to delete');
    expect(
      (await upload(n.id, { name: 'gone.pdf', type: 'application/pdf', bytes: own })).statusCode,
    ).toBe(200);
    const file = (await rowOf(n.id)).licenceFile!;
    const res = await c.del(`/careteam/${n.id}/licence`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.licence_copy).toBeNull();
    expect(stored()).not.toContain(file);
    expectFailure(await fetchCopy(n.id), 404);
    expectFailure(await c.del(`/careteam/${n.id}/licence`), 404);
    const audits = await auditFor(c, 'nurse', n.id);
    expect(audits.at(-1)).toMatchObject({
      summary: { before: { licence_copy: 'gone.pdf' }, after: { licence_copy: null } },
    });
  });
});
