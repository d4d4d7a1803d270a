import {
  API,
  API_BASE,
  VISIT_LINK_WORDS as WORDS,
  addDays,
  pathOf,
  ugandaClock,
  ugandaDate,
  visitDayOf,
  type VisitCheckKind,
  type VisitLinkCheck,
  type VisitLinkOutcome,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { VisitLinkSigner } from './visit-link.ts';
import { createVisitLinkRepo, type VisitLinkVisit } from './visit-link.repo.ts';
import type { CheckOutcome, CheckRequest } from './visits.types.ts';

/** What the link's page shows: the button for the check due, the day done, or a cancelled visit. */
export type VisitLinkPage = { visit: VisitLinkVisit; token: string } & (
  | { state: 'open'; kind: VisitCheckKind; day: string }
  | { state: 'done'; day: string; inAt: string | null; outAt: string }
  | { state: 'cancelled' }
);

/**
 * Issue 37, the one-tap signed link: the address that goes into the nurse's
 * SMS, the page it opens and the tap's check, which the visits area records
 * by the same rules as every channel's (`record`).
 */
export function createVisitLinkService(deps: {
  db: Db;
  signer: VisitLinkSigner;
  /** Counts the taps on one link: a leaked link cannot fill the exceptions. */
  limiter: Pick<RateLimiter, 'hit'>;
  /** The visits area's rules, looked up when a tap comes. */
  record: (req: CheckRequest) => Promise<CheckOutcome>;
  /** Where people open this service (PUBLIC_URL); without it no link can go into an SMS. */
  publicUrl?: string;
}) {
  const repo = createVisitLinkRepo(deps.db);
  const origin = deps.publicUrl?.replace(/\/+$/, '');

  /** The check a tap would be now: a check-out when the day has an open check-in, else a check-in. */
  async function due(visit: VisitLinkVisit, at: Date) {
    const today = ugandaDate(at);
    const previous = addDays(today, -1);
    const checks = await repo.checksOn(visit.id, [previous, today]);
    const has = (day: string, kind: VisitCheckKind) =>
      checks.find((c) => c.day === day && c.kind === kind);
    const base = {
      shift: visit.shift,
      at,
      previousOpen: !!has(previous, 'in') && !has(previous, 'out'),
    };
    const outDay = visitDayOf({ ...base, kind: 'out' });
    if (has(outDay, 'in') && !has(outDay, 'out'))
      return { state: 'open' as const, kind: 'out' as const, day: outDay };
    const day = visitDayOf({ ...base, kind: 'in' });
    const out = has(day, 'out');
    if (!out) return { state: 'open' as const, kind: 'in' as const, day };
    const checkIn = has(day, 'in');
    return {
      state: 'done' as const,
      day,
      inAt: checkIn ? ugandaClock(checkIn.at) : null,
      outAt: ugandaClock(out.at),
    };
  }

  return {
    /** The token of a nurse job's link. */
    token: (nurseJobId: number): string => deps.signer.sign(nurseJobId),

    /** The link of a nurse job for her SMS; empty while PUBLIC_URL is unset (no address to give). */
    url: (nurseJobId: number): string =>
      origin
        ? `${origin}${API_BASE}${pathOf(API.visits.link, { token: deps.signer.sign(nurseJobId) })}`
        : '',

    /** The page of a token, or null when the token is not ours or its job is gone. */
    async page(token: string, at = new Date()): Promise<VisitLinkPage | null> {
      const id = deps.signer.verify(token);
      const visit = id === null ? undefined : await repo.visit(id);
      if (!visit) return null;
      if (visit.status === 'cancelled') return { visit, token, state: 'cancelled' };
      return { visit, token, ...(await due(visit, at)) };
    },

    /**
     * A tap: the check recorded (with how far from the card's address, when
     * the phone told where it was) or refused and kept as an exception. Null
     * when the token is not ours: nothing is counted or recorded.
     */
    async check(token: string, body: VisitLinkCheck): Promise<VisitLinkOutcome | null> {
      const nurseJobId = deps.signer.verify(token);
      if (nurseJobId === null) return null;
      await deps.limiter.hit([`visit-link:${nurseJobId}`]);
      const located = body.latitude != null && body.longitude != null;
      const outcome = await deps.record({
        kind: body.kind,
        channel: 'link',
        nurseJobId,
        latitude: located ? body.latitude : null,
        longitude: located ? body.longitude : null,
        text: WORDS.sent(body.kind, nurseJobId),
      });
      const kind = body.kind;
      if (outcome.result === 'recorded') {
        const distanceM = located ? await repo.distanceOf(outcome.checkId) : null;
        const where = !located
          ? WORDS.noLocation
          : distanceM === null
            ? WORDS.noCardPosition
            : WORDS.distance(distanceM);
        return { result: 'recorded', kind, message: `${outcome.message} ${where}`, distanceM };
      }
      // A link names its job: "no such code" can only mean the job is cancelled or gone.
      const message =
        outcome.result === 'repeated'
          ? WORDS.already
          : outcome.reason === 'unknown_code'
            ? WORDS.cancelled
            : outcome.message;
      return { result: 'refused', kind, message, distanceM: null };
    },
  };
}

export type VisitLinkService = ReturnType<typeof createVisitLinkService>;
