import type { VisitState } from './visits-today.ts';

// Issue 37: before each day of a visit, the nurse gets an SMS with where to
// go, her visit code and the one-tap link she checks in and out with (the
// 'visit_reminder' template, Admin > SMS). Sent once a visit-day, by the
// same minute's run on the durable queue as the coordinator's alerts.

/** The reminder goes this many minutes before the shift's start. */
export const VISIT_REMINDER_LEAD_MINUTES = 60;

/**
 * Whether a visit's reminder is due at `now`: from the lead time before its
 * start until she checks in or the shift ends (a server back after a stop
 * still gives her the code while it can be used, never after).
 */
export function visitReminderDue(
  state: VisitState,
  expectedStart: Date,
  expectedEnd: Date,
  now: Date,
): boolean {
  if (state !== 'not_due' && state !== 'late') return false;
  const from = expectedStart.getTime() - VISIT_REMINDER_LEAD_MINUTES * 60_000;
  return now.getTime() >= from && now.getTime() < expectedEnd.getTime();
}

/** The sentence that tells her how to check in and out: the link when there is one, and the SMS keywords. */
export const howToCheck = (code: string, link: string): string =>
  link
    ? `Tap ${link} when you arrive and when you leave, or text IN ${code} / OUT ${code}.`
    : `Text IN ${code} when you arrive, OUT ${code} when you leave.`;
