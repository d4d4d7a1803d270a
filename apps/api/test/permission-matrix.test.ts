import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN,
  JSON_KEYED,
  KEYED,
  NOT_SIGNED_IN,
  PUBLIC,
  QUERY_KEYED,
  WRONG_KEY,
  adminOnly,
  bearer,
  permissionMatrix,
  type H,
  type Op,
} from './permission-matrix-kit.ts';

// The permission matrix (ruling 8), generated from the route table as the
// OpenAPI document publishes it (see permission-matrix-kit.ts): the operations
// it reads, and the refusals. What each role may do is in
// permission-matrix-allowed.test.ts.
const matrix = permissionMatrix();
const { ops, tokens, send, sendKeyed } = matrix;

describe('permission matrix', () => {
  it('reads every operation from the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(60);
    const keys = ops.map((o) => o.key);
    for (const key of [...PUBLIC, ...KEYED]) expect(keys, key).toContain(key);
    expect(ops.filter(adminOnly).map((o) => o.key)).toEqual([
      'PUT /sms/templates/{event}',
      'GET /staff',
      'POST /staff',
      'PUT /staff/{id}',
      'POST /staff/{id}/password',
      'POST /staff/{id}/sessions/end',
      'GET /audit',
      // issue 42: the care schedule in force, and an ADMIN's save of it
      'GET /admin/care-schedule',
      'PUT /admin/care-schedule',
      'GET /admin/service-details',
      'PUT /admin/service-details',
      'POST /care-messages',
      'DELETE /care-message/{id}',
      'PUT /care-messages/settings',
      'PUT /visits/settings',
      'PUT /visits/days/{nurseJobId}/{day}',
      'POST /visits/exceptions/{id}/decision',
      'POST /sms/simulate/incoming',
      'POST /sms/simulate/ussd',
      'POST /payroll/batches/{id}/approve',
      'PATCH /payroll/settings',
      // issue 43: each network's provider and the callback address (it holds our key)
      'GET /admin/payments',
      'GET /privacy/{kind}/{id}/erasure',
      'POST /privacy/{kind}/{id}/erasure',
      'GET /privacy/{kind}/{id}/export',
      'GET /privacy/access-log',
      'GET /privacy/retention',
      'PUT /privacy/retention',
      'POST /privacy/retention/run',
    ]);
    // the document never advertises an operation as open that is not in PUBLIC or KEYED
    const open = ops.filter((o) => Array.isArray(o.security) && o.security.length === 0);
    for (const o of open) expect(PUBLIC.has(o.key) || KEYED.has(o.key), o.key).toBe(true);
    // a keyed one is published as it is: no session (no 401), a key in the path
    // (or, deprecated, the query; a wrong one: 403), a form
    for (const o of ops.filter((o) => KEYED.has(o.key))) {
      expect(o.security, o.key).toEqual([]);
      const query = QUERY_KEYED.has(o.key);
      expect(o.params, o.key).toContain(query ? 'query key' : 'path key');
      expect(Boolean(o.deprecated), o.key).toBe(query);
      if (!JSON_KEYED.has(o.key)) expect(o.form?.required?.length, o.key).toBeGreaterThan(0);
      expect(o.responses, o.key).not.toContain('401');
      expect(o.responses, o.key).toContain('403');
    }
  });

  it('refuses every protected operation without a live session (401), and STAFF on ADMIN ones (403)', async () => {
    const refusals: [string, H, number, object][] = [
      ['no session', {}, 401, NOT_SIGNED_IN],
      ['forged token', bearer(randomBytes(32).toString('base64url')), 401, NOT_SIGNED_IN],
      ['revoked token', tokens.revoked, 401, NOT_SIGNED_IN],
      ['expired token (TTL)', tokens.expired, 401, NOT_SIGNED_IN],
      ['idle token', tokens.idle, 401, NOT_SIGNED_IN],
      ['deactivated account', tokens.deactivated, 401, NOT_SIGNED_IN],
    ];
    let cells = 0;
    let unexpected2xx = 0;
    const unexpected: string[] = [];
    const check = async (op: Op, who: string, headers: H, status: number, body: object) => {
      cells++;
      const res = await send(op, headers);
      if (res.statusCode >= 200 && res.statusCode < 300) unexpected2xx++;
      if (res.statusCode !== status || JSON.stringify(res.json()) !== JSON.stringify(body))
        unexpected.push(`${op.key} [${who}] -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    };
    const guarded = ops.filter((o) => !PUBLIC.has(o.key) && !KEYED.has(o.key));
    for (const op of guarded) {
      for (const [who, headers, status, body] of refusals)
        await check(op, who, headers, status, body);
      if (adminOnly(op)) await check(op, 'STAFF', tokens.staff, 403, FORBIDDEN);
    }
    const admins = guarded.filter(adminOnly).length;
    // A keyed operation: no key, a wrong one, or an empty one is 403 under any
    // session or none (never 401: it asks for no session, so none is missing).
    const keyed = ops.filter((o) => KEYED.has(o.key));
    const sessions: [string, H][] = [
      ...refusals.map(([who, headers]): [string, H] => [who, headers]),
      ['STAFF', tokens.staff],
      ['ADMIN', tokens.admin],
    ];
    const wrongKeys = [
      undefined,
      '',
      'x',
      matrix.callbackKey.slice(1),
      matrix.callbackKey.toUpperCase(),
    ];
    for (const op of keyed)
      for (const [who, headers] of sessions)
        for (const key of wrongKeys) {
          cells++;
          const res = await sendKeyed(op, headers, key);
          if (res.statusCode >= 200 && res.statusCode < 300) unexpected2xx++;
          if (res.statusCode !== 403 || JSON.stringify(res.json()) !== JSON.stringify(WRONG_KEY))
            unexpected.push(
              `${op.key} [${who}, key ${JSON.stringify(key)}] -> ${res.statusCode} ${res.body.slice(0, 80)}`,
            );
        }
    expect(keyed.length).toBe(KEYED.size);
    expect(cells).toBe(
      guarded.length * refusals.length + admins + keyed.length * sessions.length * wrongKeys.length,
    );
    console.info(`permission matrix: ${cells} cells, ${unexpected2xx} unexpected 2xx`);
    expect(unexpected).toEqual([]);
    expect(unexpected2xx).toBe(0);
  });
});
