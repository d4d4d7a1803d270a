import { randomBytes } from 'node:crypto';
import { API_BASE } from '@app/contract';
import type { Ctx } from './factories.ts';
import { nurseBody } from './nurse-factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of a nurse's licence (issue 27), performed from
// audit-cases.ts with its `act` and `w`: the practice fields saved, the
// licence's copy uploaded and removed.

/** A tiny valid PDF: header, one object, trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export async function licenceCases(c: Ctx, act: Act, w: W) {
  const nurse = data<{ id: number }>(await c.send('/careteam', nurseBody()), 201);
  const inject = (method: 'PUT' | 'POST' | 'DELETE', url: string, extra: object = {}) =>
    c.app.inject({ method, url: `${API_BASE}${url}`, headers: c.headers, ...extra });

  await act('PUT /careteam/{id}/practice', 'nurse licence and station', async () => {
    const body = { licence_number: 'PL-AUDIT-1', licence_expiry: '2027-03-31', station: 'Kikubo' };
    data(await inject('PUT', `/careteam/${nurse.id}/practice`, { payload: body }));
    w('update', 'nurse', nurse.id, {
      licenceNumber: [null, 'PL-AUDIT-1'],
      licenceExpiry: [null, '2027-03-31'],
      station: [null, 'Kikubo'],
    });
  });

  await act('POST /careteam/{id}/licence', 'nurse licence copy uploaded', async () => {
    const boundary = `----care-audit-${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="licenceFile"; ` +
          `filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    data(
      await c.app.inject({
        method: 'POST',
        url: `${API_BASE}/careteam/${nurse.id}/licence`,
        payload,
        headers: { ...c.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    );
    w('update', 'nurse', nurse.id, { licence_copy: [null, 'licence.pdf'] });
  });

  await act('DELETE /careteam/{id}/licence', 'nurse licence copy removed', async () => {
    data(await inject('DELETE', `/careteam/${nurse.id}/licence`));
    w('update', 'nurse', nurse.id, { licence_copy: ['licence.pdf', null] });
  });
}
