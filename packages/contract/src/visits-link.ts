import { z } from 'zod';
import { smsDate } from './sms.ts';
import type { NurseJobShift } from './schedule.ts';
import { VISIT_CHECK_KINDS, type VisitCheckKind } from './visits.ts';

// Issue 37, the third way to check in: a one-tap signed link in the nurse's
// SMS. It opens a small page (no sign-in, no app bundle: a cheap phone on
// slow data) with one button; the tap sends the phone's location when the
// nurse allows it. The token, the body and every word of the page are here.

/** Characters of the token's signature (12 bytes of HMAC-SHA256, base64url): short for an SMS. */
export const VISIT_LINK_MAC_CHARS = 16;

/** A link's token: `<nurse job id>.<signature>`, e.g. `123.q3LkXQ2v9mNw0aZb`. */
export const VISIT_LINK_TOKEN = new RegExp(
  `^([1-9]\\d{0,9})\\.([A-Za-z0-9_-]{${VISIT_LINK_MAC_CHARS}})$`,
);

/** The token in the page's and the check's address. */
export const visitLinkParams = z.object({
  token: z.string().regex(VISIT_LINK_TOKEN, 'This link is not valid'),
});

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} is a number` })
    .min(-limit, `${name} is from -${limit} to ${limit}`)
    .max(limit, `${name} is from -${limit} to ${limit}`)
    .nullish();

/** POST /visits/link/:token: the tap, with where the phone was when the nurse allowed it. */
export const visitLinkCheckSchema = z
  .object({
    kind: z.enum(VISIT_CHECK_KINDS, { error: 'kind is in or out' }),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    path: ['longitude'],
    message: 'Latitude and longitude go together',
  });
export type VisitLinkCheck = z.infer<typeof visitLinkCheckSchema>;

/** What the page shows after the tap: recorded (with how far from the address) or refused, and why. */
export const visitLinkOutcomeSchema = z.object({
  result: z.enum(['recorded', 'refused']),
  kind: z.enum(VISIT_CHECK_KINDS),
  message: z.string(),
  /** Metres from the card's address, when the phone told where it was and the card has a position. */
  distanceM: z.number().int().nullable(),
});
export type VisitLinkOutcome = z.infer<typeof visitLinkOutcomeSchema>;

/** 850 m, 1.3 km, 12 km. */
export const formatDistance = (m: number): string =>
  m < 1000 ? `${m} m` : `${(m / 1000).toFixed(m < 10_000 ? 1 : 0)} km`;

/** The page's words (and the check's, where the SMS replies do not fit a link). */
export const VISIT_LINK_WORDS = {
  title: 'Visit check-in',
  card: 'Care card',
  nurse: 'Nurse',
  day: 'Day of care',
  shift: 'Shift',
  shiftName: (shift: NurseJobShift) => `${shift} shift`,
  booked: (first: string, last: string) =>
    first === last
      ? `Booked for ${smsDate(first)}`
      : `Booked from ${smsDate(first)} to ${smsDate(last)}`,
  button: { in: 'Check in', out: 'Check out' } satisfies Record<VisitCheckKind, string>,
  hint: {
    in: "Tap when you arrive. If your phone asks, allow it to share your location: the office then knows you were at the client's home.",
    out: 'Tap when you leave. If your phone asks, allow it to share your location.',
  } satisfies Record<VisitCheckKind, string>,
  locating: 'Finding where you are...',
  sending: 'Sending...',
  /** The day's checks are both done (or a check-out closed it): no button. */
  done: (inAt: string | null, outAt: string) =>
    inAt
      ? `You checked in at ${inAt} and out at ${outAt} for this day. Nothing more to do.`
      : `You checked out at ${outAt} for this day. Nothing more to do.`,
  cancelled:
    'This visit is no longer booked, so nothing can be recorded with this link. Call the office if this is wrong.',
  notValid:
    'This link is not valid. Open the whole link from the SMS, or text IN and your visit code to check in.',
  already: 'This check was recorded already. Nothing more was recorded.',
  offline: 'The check did not reach the office. Check your connection and tap again.',
  distance: (m: number) => `You were ${formatDistance(m)} from the care address.`,
  noCardPosition: 'Your location was recorded; the care address has no map position to compare.',
  noLocation: 'Your location was not shared, so the check was recorded without it.',
  /** What an exception keeps as "sent" for a tap on the link. */
  sent: (kind: VisitCheckKind, nurseJobId: number) =>
    `${kind === 'in' ? 'IN' : 'OUT'} by link (nurse job ${nurseJobId})`,
} as const;
