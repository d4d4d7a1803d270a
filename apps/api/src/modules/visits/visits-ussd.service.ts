import {
  VISIT_CHECK_REPLIES as SAY,
  VISIT_USSD,
  addDays,
  checkRecordedReply,
  normalizePhone,
  ugandaClock,
  ugandaDate,
  ussdAnswer,
  visitDayOf,
  visitUssdMenu,
  type VisitCheckKind,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createVisitsRepo, type VisitNurse } from './visits.repo.ts';
import { createVisitsUssdRepo, type UssdVisits } from './visits-ussd.repo.ts';
import type { CheckOutcome, CheckRequest } from './visits.types.ts';

/** One step of a USSD session, as Africa's Talking posts it. */
export type UssdStep = {
  sessionId: string;
  serviceCode?: string;
  phoneNumber: string;
  /** Every answer so far, joined with '*' ('' at the first step). */
  text: string;
  /** When it came; now by default. */
  at?: Date;
};

/** The answer: `response` as the gateway gets it ("CON …" / "END …"), `screen` as the phone shows it. */
export type UssdAnswer = { end: boolean; screen: string; response: string };

/** A check the menu offers: a visit of today (or last night) and what fits its checks. */
export type UssdChoice = { kind: VisitCheckKind; jobId: number; card: string; code: string | null };

const answer = (end: boolean, screen: string): UssdAnswer => {
  const response = ussdAnswer(end, screen);
  return { end, screen: response.slice(4), response };
};

/**
 * The checks that fit now, visit by visit: a check-out when the visit's day
 * (as visitDayOf reads a check-out now) has a check-in and no check-out; a
 * check-in when its day has neither. A whole-day visit in the morning may
 * offer both: the check-out of yesterday's and the check-in of today's.
 */
export function choicesOf(visits: UssdVisits, at: Date): UssdChoice[] {
  const today = ugandaDate(at);
  const yesterday = addDays(today, -1);
  const out: UssdChoice[] = [];
  for (const job of visits.jobs) {
    const has = (day: string, kind: VisitCheckKind) =>
      visits.checks.some((c) => c.nurseJobId === job.id && c.day === day && c.kind === kind);
    const inside = (day: string) => day >= job.startDate && day < job.endDate;
    const previousOpen = has(yesterday, 'in') && !has(yesterday, 'out');
    const dayOf = (kind: VisitCheckKind) =>
      visitDayOf({ shift: job.shift, kind, at, previousOpen });
    const choice = { jobId: job.id, card: job.card, code: job.code };
    const outDay = dayOf('out');
    if (inside(outDay) && has(outDay, 'in') && !has(outDay, 'out'))
      out.push({ kind: 'out', ...choice });
    const inDay = dayOf('in');
    if (inside(inDay) && !has(inDay, 'in') && !has(inDay, 'out'))
      out.push({ kind: 'in', ...choice });
  }
  return out;
}

/** The code menu's answer: 1 checks in, 2 checks out. */
const kindOf = (key: string): VisitCheckKind | null =>
  key === '1' ? 'in' : key === '2' ? 'out' : null;

export type VisitsUssdDeps = {
  db: Db;
  /** The visits area's rules (its `record` and `codeFor`). */
  visits: {
    record: (req: CheckRequest) => Promise<CheckOutcome>;
    codeFor: (nurseJobId: number) => Promise<string>;
  };
};

/**
 * Issue 37, check in and out by USSD: the menu of a nurse's visits of today,
 * found by her registered phone. Each step is answered from what is stored
 * (Africa's Talking keeps no state for us): the same session and text name
 * the same step, so a retried callback is answered from what it recorded,
 * never recorded twice. The checks go through the visits area's rules.
 */
export function createVisitsUssd(deps: VisitsUssdDeps) {
  const visitsRepo = createVisitsRepo(deps.db);
  const repo = createVisitsUssdRepo(deps.db);

  /** A step answered before: its check's confirmation again, or that it was not recorded. */
  async function answeredBefore(
    messageId: string,
    nurse: VisitNurse,
    around: { jobIds: number[]; days: string[] },
  ): Promise<UssdAnswer | undefined> {
    const before = await repo.recordedBy('ussd', messageId, around);
    if (!before) return undefined;
    if (!before.check) return answer(true, VISIT_USSD.answeredBefore);
    const { check } = before;
    const job = await visitsRepo.job(check.nurseJobId);
    if (!job) return answer(true, VISIT_USSD.answeredBefore);
    return answer(
      true,
      checkRecordedReply({
        kind: check.kind,
        doubt: !!check.doubt,
        time: ugandaClock(check.at),
        card: job.card,
        name: nurse.firstName,
        code: job.code ?? '',
      }),
    );
  }

  return {
    /** The reply SMS an incoming SMS got, by its id (the simulator shows it); null: none. */
    replyToSms: (messageId: string) => repo.replyToSms(messageId),

    async step(input: UssdStep): Promise<UssdAnswer> {
      const at = input.at ?? new Date();
      const phone = normalizePhone(input.phoneNumber) ?? null;
      const messageId = `${input.sessionId}:${input.text}`;
      const sent = (what: string) => VISIT_USSD.sent(what);
      const nurses = phone ? await visitsRepo.nursesByPhone(phone) : [];
      const nurse = nurses[0];
      if (!nurse) {
        // Kept once per session (a retried first step finds it by its id).
        await visitsRepo.insertException({
          at,
          channel: 'ussd',
          phone: phone ?? input.phoneNumber.trim(),
          text: sent(input.serviceCode || 'menu'),
          reason: 'unknown_phone',
          messageId,
        });
        return answer(true, SAY.unknownPhone());
      }

      // The list first, then what this step recorded: a step that recorded
      // meanwhile is found (reads see commits in order), so a retry never
      // takes the list as it stands after its own check for a new choice.
      const today = ugandaDate(at);
      const days = [addDays(today, -1), today];
      const visits = await repo.visitsAround(
        nurses.map((n) => n.id),
        days[0]!,
        today,
      );
      const choices = choicesOf(visits, at);
      const menu = visitUssdMenu(nurse.firstName, choices);
      if (input.text === '') return answer(false, menu.screen);
      // A check this step made is on one of these jobs and days.
      const around = { jobIds: visits.jobs.map((j) => j.id), days };
      const before = () => answeredBefore(messageId, nurse, around);
      const again = await before();
      if (again) return again;

      const inputs = input.text.split('*').map((s) => s.trim());
      const codeChoice = String(menu.shown + 1);
      const base = { channel: 'ussd' as const, phone: input.phoneNumber, messageId, at };
      const finish = async (req: CheckRequest) => {
        const outcome = await deps.visits.record(req);
        if (outcome.result !== 'repeated') return answer(true, outcome.message);
        // The same step at the same moment from another request (a second server).
        return (await before()) ?? answer(true, VISIT_USSD.answeredBefore);
      };

      if (inputs.length === 1) {
        if (inputs[0] === codeChoice) return answer(false, VISIT_USSD.askCode);
        const n = /^\d{1,2}$/.test(inputs[0]!) ? Number(inputs[0]) : 0;
        const choice = n >= 1 && n <= menu.shown ? choices[n - 1]! : undefined;
        if (!choice) return answer(true, VISIT_USSD.notAChoice);
        return finish({
          ...base,
          kind: choice.kind,
          nurseJobId: choice.jobId,
          code: choice.code ?? (await deps.visits.codeFor(choice.jobId)),
          text: sent(VISIT_USSD.choice(choice.kind, choice.card)),
        });
      }
      // Only "Enter a visit code" leads on (a visit's line ends the session),
      // whatever its number was then: the list may have changed since.
      const code = inputs[1]!;
      if (!/^\d{4}$/.test(code)) return answer(true, VISIT_USSD.notACode);
      if (inputs.length === 2) return answer(false, VISIT_USSD.codeMenu(code));
      const kind = inputs.length === 3 ? kindOf(inputs[2]!) : null;
      if (!kind) return answer(true, VISIT_USSD.notAChoice);
      return finish({ ...base, kind, code, text: sent(VISIT_USSD.choice(kind, `visit ${code}`)) });
    },
  };
}

export type VisitsUssd = ReturnType<typeof createVisitsUssd>;
