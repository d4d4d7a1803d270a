import { randomInt } from 'node:crypto';
import {
  VISIT_CODE_MAX,
  VISIT_CODE_MIN,
  addDays,
  checkRecordedReply,
  distanceMetres,
  normalizePhone,
  parseVisitCheck,
  ugandaClock,
  ugandaDate,
  visitDayOf,
  type VisitCheckKind,
} from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import { findVisit } from './visits.find.ts';
import { createRefusals, replyTo } from './visits.refusals.ts';
import { createVisitsRepo } from './visits.repo.ts';
import type { CheckOutcome, CheckRequest, VisitsDeps } from './visits.types.ts';

export type { CheckOutcome, CheckRequest, VisitReply } from './visits.types.ts';

const KEYWORD = { in: 'IN', out: 'OUT' } as const;

/**
 * Issue 37, proof of the visit: checks in and out of a visit (a nurse job on
 * one day of care) and the exceptions of those refused. One set of rules for
 * every channel; SMS is the first (`fromSms`), USSD, the signed link and
 * staff come later through `record`.
 */
export function createVisitsService(deps: VisitsDeps) {
  const repo = createVisitsRepo(deps.db);
  const { refuse, again } = createRefusals(deps);

  /** Records a check by the rules, or refuses it and keeps why. */
  async function record(req: CheckRequest): Promise<CheckOutcome> {
    const at = req.at ?? new Date();
    const phone = req.phone ? (normalizePhone(req.phone) ?? null) : null;
    const code = req.code ?? null;
    const f = await findVisit(repo, {
      req,
      at,
      phone,
      code,
      text: req.text ?? `${KEYWORD[req.kind]} ${code ?? ''}`.trim(),
    });
    if (f.refusal) return refuse(f, f.refusal);
    const job = f.job!;
    const nurse = f.nurse!;

    const today = ugandaDate(at);
    const previous = addDays(today, -1);
    const checks = await repo.checksOn(job.id, [previous, today]);
    const has = (day: string, kind: VisitCheckKind) =>
      checks.find((c) => c.day === day && c.kind === kind);
    const day = visitDayOf({
      shift: job.shift,
      kind: req.kind,
      at,
      previousOpen: !!has(previous, 'in') && !has(previous, 'out'),
    });
    f.day = day;
    if (day < job.startDate || day >= job.endDate) return refuse(f, 'outside_days');
    const same = has(day, req.kind);
    if (same) return again(f, same);
    const out = req.kind === 'in' ? has(day, 'out') : undefined;
    if (out) return refuse(f, 'checked_out', out.at);

    const doubt = req.kind === 'out' && !has(day, 'in') ? ('no_check_in' as const) : null;
    const where =
      req.latitude != null && req.longitude != null
        ? { latitude: req.latitude, longitude: req.longitude }
        : null;
    const card =
      job.cardLatitude != null && job.cardLongitude != null
        ? { latitude: job.cardLatitude, longitude: job.cardLongitude }
        : null;
    const time = ugandaClock(at);
    const message = checkRecordedReply({
      kind: req.kind,
      doubt: !!doubt,
      time,
      card: job.card,
      name: nurse.firstName,
      code: f.code ?? job.code ?? '',
    });

    const saved = await deps.db.transaction(async (tx) => {
      const r = createVisitsRepo(tx);
      // Arriving starts the visit: the job (and a pending card) under way.
      const started =
        req.kind === 'in' &&
        !!(await deps.jobs?.startOnCheckIn(
          tx,
          job.id,
          { id: req.createdBy ?? null, email: null },
          `check-in (${req.channel}${phone ? ` ${phone}` : ''})`,
        ));
      const checkId = await r.insertCheck({
        nurseJobId: job.id,
        day,
        kind: req.kind,
        channel: req.channel,
        phone,
        at,
        latitude: where?.latitude ?? null,
        longitude: where?.longitude ?? null,
        distanceM: where && card ? distanceMetres(where, card) : null,
        messageId: req.messageId ?? null,
        createdBy: req.createdBy ?? null,
      });
      if (checkId === undefined) return undefined;
      if (doubt)
        await r.insertException({
          at,
          channel: req.channel,
          phone: phone ?? req.phone?.trim() ?? null,
          text: f.text,
          reason: doubt,
          kind: req.kind,
          code: f.code,
          nurseId: nurse.id,
          nurseJobId: job.id,
          day,
          checkId,
          messageId: req.messageId ?? null,
        });
      const replied = req.channel === 'sms' && !!phone && !nurse.optedOut;
      if (replied) await deps.replies.send(tx, replyTo(f, message, `visit-check:${checkId}`));
      return { checkId, replied, started };
    });
    // Another request (a second server, a retried callback) recorded it meanwhile.
    if (!saved) {
      const [existing] = (await repo.checksOn(job.id, [day])).filter((c) => c.kind === req.kind);
      return again(f, existing);
    }
    return { result: 'recorded', nurseJobId: job.id, day, doubt, message, ...saved };
  }

  return {
    record,

    /** An incoming SMS: `IN 4821` / `OUT 4821` is a check (true); anything else is not ours (false). */
    async fromSms(sms: { from: string; text: string; id?: string }): Promise<boolean> {
      const parsed = parseVisitCheck(sms.text);
      if (!parsed) return false;
      const outcome = await record({
        ...parsed,
        channel: 'sms',
        phone: sms.from,
        text: sms.text.trim(),
        messageId: sms.id ?? null,
      });
      deps.log?.info(
        {
          visitCheck: outcome.result,
          reason: outcome.result === 'refused' ? outcome.reason : undefined,
        },
        'visit check by SMS',
      );
      return true;
    },

    /**
     * A nurse job's short code (`IN 4821`), given the first time it is asked
     * for and kept: four digits no other job of the same nurse has. Safe from
     * two servers at once (the first code stored wins).
     */
    async codeFor(nurseJobId: number): Promise<string> {
      const known = await repo.codeOf(nurseJobId);
      if (known) return known;
      const nurseId = await repo.nurseOfJob(nurseJobId);
      if (nurseId === undefined) throw notFound('Nurse job not found');
      for (let attempt = 0; attempt < 100; attempt++) {
        const code = String(randomInt(VISIT_CODE_MIN, VISIT_CODE_MAX + 1));
        if (await repo.insertCode(nurseJobId, nurseId, code)) return code;
        const raced = await repo.codeOf(nurseJobId);
        if (raced) return raced;
      }
      throw new Error(`No free visit code for nurse ${nurseId}`);
    },
  };
}

export type VisitsService = ReturnType<typeof createVisitsService>;
