import type { FastifyBaseLogger } from 'fastify';
import type { VisitChannel, VisitCheckKind, VisitExceptionReason } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/audit.ts';
import type { VisitJob, VisitNurse } from './visits.repo.ts';

// Issue 37: what the visits area's service takes and answers.

/** A check as any channel hands it in: SMS and USSD name the visit by code, a link or staff by job. */
export type CheckRequest = {
  kind: VisitCheckKind;
  channel: VisitChannel;
  /** The number it came from, as sent (SMS, USSD); checked against the nurse's registered one. */
  phone?: string | null;
  /** The visit's code (with `phone`) ... */
  code?: string | null;
  /** ... or its nurse job (a signed link, staff). */
  nurseJobId?: number;
  /** What was sent, as sent (kept with an exception). */
  text?: string;
  /** When it came; now by default. */
  at?: Date;
  latitude?: number | null;
  longitude?: number | null;
  /** The gateway's id of the message: a retried callback is answered once. */
  messageId?: string | null;
  /** The staff member recording it (channel staff). */
  createdBy?: string | null;
};

/** What a check is about, as far as it was found: the nurse, her job, the day of care. */
export type Found = {
  req: CheckRequest;
  at: Date;
  /** The sender's number as E.164, when it is a Ugandan mobile. */
  phone: string | null;
  code: string | null;
  /** What was sent (kept with an exception). */
  text: string;
  nurse?: VisitNurse;
  job?: VisitJob & { code: string | null };
  day: string | null;
  /** Why the check is refused before its day is known. */
  refusal?: VisitExceptionReason;
};

export type CheckOutcome =
  | {
      result: 'recorded';
      checkId: number;
      nurseJobId: number;
      day: string;
      /** A check-out with no check-in that day: recorded, and kept as an exception too. */
      doubt: 'no_check_in' | null;
      message: string;
      replied: boolean;
      /** The check-in started a pending nurse job (and its card). */
      started: boolean;
    }
  | {
      result: 'refused';
      reason: VisitExceptionReason;
      exceptionId: number;
      message: string;
      replied: boolean;
    }
  /** The same message again (a retried callback): nothing new, no second reply. */
  | { result: 'repeated' };

/** A reply SMS, recorded and queued in the caller's transaction. */
export type VisitReply = {
  phone: string;
  message: string;
  nurseId: number | null;
  name: string | null;
  dedupeKey: string;
};

export type VisitsDeps = {
  db: Db;
  /** The SMS area's durable queue (looked up when a reply goes). */
  replies: { send: (tx: Db, reply: VisitReply) => Promise<unknown> };
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** The jobs area: a check-in starts a pending job and its card, in the check's transaction. */
  jobs?: {
    startOnCheckIn: (tx: Db, nurseJobId: number, actor: Actor, how: string) => Promise<boolean>;
  };
};
