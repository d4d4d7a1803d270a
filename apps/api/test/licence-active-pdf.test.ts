import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment } from '../src/lib/content-disposition.ts';
import { licenceSetup, pdfOf, type LicenceCtx } from './licence-upload.ts';
import { createNurse, expectFailure } from './nurse-factories.ts';

// Issue 39, from the security probe: a licence PDF that acts by itself when
// opened (a script, an action on opening) is refused at upload, however it
// is hidden; the copy is served as a download, never inline, under a name
// that cannot break the header.

const REFUSED =
  'This PDF contains scripts or actions that run when it is opened, so it is not accepted. Print it to a new PDF, or upload a scan or photo of the licence.';

let c: LicenceCtx;
let pdf: Buffer;
beforeAll(async () => {
  c = await licenceSetup();
  pdf = await pdfOf('Uganda Nurses and Midwives Council: practising licence PL/2026/0002');
});
afterAll(() => c.done());

/** The pdfkit PDF with `extra` written into its catalogue dictionary. */
const withCatalog = (extra: string) =>
  Buffer.from(
    pdf.toString('latin1').replace('/Type /Catalog', `/Type /Catalog\n${extra}`),
    'latin1',
  );

/** The pdfkit PDF with one more object: a compressed object stream holding `dictionary`. */
function withObjectStream(dictionary: string) {
  const body = deflateSync(Buffer.from(`1 0 ${dictionary}`, 'latin1'));
  const object = Buffer.concat([
    Buffer.from(
      `\n900 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length} >>\nstream\n`,
    ),
    body,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  const end = pdf.lastIndexOf('startxref');
  return Buffer.concat([pdf.subarray(0, end), object, pdf.subarray(end)]);
}

describe('a licence PDF that acts by itself', () => {
  it.each([
    [
      'a script run on opening',
      () => withCatalog('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
    ],
    [
      'an action on opening (a link to another file)',
      () => withCatalog('/OpenAction << /S /GoToR /F (x.pdf) >>'),
    ],
    ['a script with its name escaped', () => withCatalog('/Names << /J#61vaScript 5 0 R >>')],
    ['actions on its pages', () => withCatalog('/AA << /O << /S /Launch /F (cmd.exe) >> >>')],
    [
      'a script inside a compressed object stream',
      () => withObjectStream('<< /S /JavaScript /JS (x) >>'),
    ],
  ])('is refused with 415 when it holds %s, and the nurse keeps her copy', async (_, made) => {
    const bytes = made();
    const n = await createNurse(c);
    const ok = await c.upload(n.id, { name: 'good.pdf', type: 'application/pdf', bytes: pdf });
    expect(ok.statusCode, ok.body).toBe(200);
    const before = await c.rowOf(n.id);
    const files = c.stored();
    const res = await c.upload(n.id, { name: 'bad.pdf', type: 'application/pdf', bytes });
    expect(expectFailure(res, 415).error).toBe(REFUSED);
    expect(await c.rowOf(n.id)).toEqual(before);
    expect(c.stored()).toEqual(files);
  });

  it('a plain printout with a compressed page is taken', async () => {
    const n = await createNurse(c);
    const page = withObjectStream('<< /Type /Page /Contents 6 0 R >>');
    const res = await c.upload(n.id, { name: 'plain.pdf', type: 'application/pdf', bytes: page });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('GET /careteam/{id}/licence', () => {
  it('serves the copy as a download under the name it was uploaded with', async () => {
    const n = await createNurse(c);
    const ok = await c.upload(n.id, {
      name: 'Leseni ya Nakato 2026.pdf',
      type: 'application/pdf',
      bytes: pdf,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.licence_copy.name).toBe('Leseni ya Nakato 2026.pdf');
    const res = await c.fetchCopy(n.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Leseni ya Nakato 2026.pdf"; filename*=UTF-8''Leseni%20ya%20Nakato%202026.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
  });

  it('a name cannot end the header or start another', () => {
    expect(attachment('a"b\\c\r\nX-Evil: 1.pdf')).toBe(
      `attachment; filename="a_b_c__X-Evil: 1.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0AX-Evil%3A%201.pdf`,
    );
    expect(attachment('')).toBe(`attachment; filename="file"; filename*=UTF-8''`);
  });
});
