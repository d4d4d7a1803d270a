import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { visitChecks, visitExceptions } from '../../db/schema/index.ts';
import { ERASED, rule, type Scope } from './erasure-scope.ts';

const byPhone = (col: PgColumn, s: Scope) => (s.phones.length ? inArray(col, s.phones) : undefined);

/**
 * Issue 37: check-ins and refused checks from her numbers (a nurse's, or
 * anyone's who texted the service): the number, where she was and what she
 * sent go; the day, the time, the channel and the distance stay (pay proof).
 */
export const visitChecksOf = (nurse: boolean) =>
  rule(visitChecks, {
    entity: null,
    key: visitChecks.id,
    where: (s) =>
      or(
        nurse
          ? sql`${visitChecks.nurseJobId} IN (SELECT id FROM nurse_jobs WHERE nurse_id = ${s.id})`
          : undefined,
        byPhone(visitChecks.phone, s),
      ),
    set: () => ({ phone: null, latitude: null, longitude: null, messageId: null }),
  });
export const visitExceptionsOf = (nurse: boolean) =>
  rule(visitExceptions, {
    entity: null,
    key: visitExceptions.id,
    where: (s) =>
      or(nurse ? eq(visitExceptions.nurseId, s.id) : undefined, byPhone(visitExceptions.phone, s)),
    set: () => ({ phone: null, text: ERASED.text, messageId: null }),
  });
