import { describe, expect, it } from 'vitest';
import {
  JSON_KEYED,
  KEYED,
  PUBLIC,
  adminOnly,
  permissionMatrix,
  type Op,
} from './permission-matrix-kit.ts';

// The permission matrix (ruling 8), the other way round: every operation lets
// through whom it should. The operations and the refusals are in
// permission-matrix.test.ts.
const matrix = permissionMatrix();
const { ops, tokens, send, sendKeyed } = matrix;

describe('permission matrix', () => {
  it('lets the public operations through without a session', async () => {
    for (const op of ops.filter((o) => PUBLIC.has(o.key))) {
      const res = await send(op, {});
      expect(res.statusCode, `${op.key}: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${op.key}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('lets the gateway through a keyed operation with the right key and no session', async () => {
    for (const op of ops.filter((o) => KEYED.has(o.key))) {
      const res = await sendKeyed(op, {}, matrix.callbackKey);
      // a provider's payment callback naming no request of ours: let in, and refused for that (issue 43)
      if (JSON_KEYED.has(op.key)) {
        expect(res.statusCode, `${op.key}: ${res.body}`).toBe(400);
        continue;
      }
      expect(res.statusCode, `${op.key}: ${res.body}`).toBe(200);
      // the USSD callback answers the phone's next screen as text (issue 37)
      if (op.key.startsWith('POST /visits/ussd')) expect(res.body, op.key).toMatch(/^(CON|END) /);
      else expect(res.json(), op.key).toEqual({ status: 'success' });
    }
  });

  it('lets an ADMIN through every ADMIN operation and STAFF through every other one', async () => {
    // Logging out ends the STAFF session, so it goes last.
    const order = (o: Op) => (o.key === 'POST /auth/logout' ? 1 : 0);
    const rest = ops
      .filter((o) => !PUBLIC.has(o.key) && !KEYED.has(o.key))
      .sort((a, b) => order(a) - order(b));
    const refused: string[] = [];
    for (const op of rest) {
      const res = await send(op, adminOnly(op) ? tokens.admin : tokens.staff);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        refused.push(`${op.key} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(refused).toEqual([]);
  });
});
