import {
  formatDate,
  formatPhone,
  formatUGX,
  nurseJobDaysText,
  ugandaMidnight,
  type JobCardTimelineItem,
  type SmsEvent,
  type TimelineKind,
} from '@app/contract';
import type { TimelineAuditRow, TimelineSmsRow } from './jobcards-timeline.repo.ts';
import { FORM_COLUMNS } from './jobcard-writes.repo.ts';

// Issue 37: each event of a job card's timeline as one line of plain
// English, from the audit entry or the SMS row it comes from.

/** A nurse job as its entries name it. */
export type NurseJobInfo = { name: string; startDate: string; duration: number; shift: string };

/** A line is at most this long; a long edit is cut with an ellipsis. */
const MAX_LINE = 300;
/** An SMS is quoted up to this many characters. */
const MAX_QUOTE = 120;
/** A text value longer than this is named, not quoted ("care narration"). */
const MAX_VALUE = 40;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The form's words for the columns the entries name (job card and nurse job). */
const LABELS: Record<string, string> = {
  patientName: 'patient',
  gender: 'patient gender',
  medicalCondition: 'main medical disease',
  pysioServices: 'physiotherapy',
  thcDescription: 'care narration',
  description: 'special instructions',
  latitude: 'map position',
  longitude: 'map position',
  paymentStatus: 'payment status',
  plannedDuration: 'days booked',
};
const MONEY = new Set(['invoiceAmount', 'receiptAmount', 'rate', 'amount']);
const NO_VALUES = new Set(['latitude', 'longitude']);

/** The order fields are named in: the card's form, then a nurse job's; any other last. */
const ORDER: readonly string[] = [
  'status',
  ...FORM_COLUMNS,
  'plannedDuration',
  'shift',
  'rate',
  'amount',
  'paymentStatus',
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

const label = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase();

/** A value as staff read it, or undefined when it is better named than quoted. */
function valueText(key: string, value: unknown): string | undefined {
  if (NO_VALUES.has(key)) return undefined;
  if (value === null || value === undefined || value === '') return 'none';
  if (MONEY.has(key) && (typeof value === 'number' || typeof value === 'string'))
    return formatUGX(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.length > MAX_VALUE) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(ugandaMidnight(value)) : value;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** "rate UGX 50,000 -> UGX 60,000; care services" for the fields an entry changed. */
function changes(summary: Record<string, unknown>, skip: readonly string[] = []): string[] {
  const before = record(summary.before);
  const after = record(summary.after);
  const seen = new Set<string>();
  const out: string[] = [];
  const keys = Object.keys(after).sort((a, b) => rank(a) - rank(b));
  for (const key of keys) {
    if (skip.includes(key)) continue;

    const name = label(key);
    if (seen.has(name)) continue;
    seen.add(name);
    const from = valueText(key, before[key]);
    const to = valueText(key, after[key]);
    out.push(from !== undefined && to !== undefined ? `${name} ${from} -> ${to}` : name);
  }
  return out;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? undefined : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

const KINDS: readonly TimelineKind[] = ['create', 'update', 'status', 'delete'];
const kindOf = (action: string): TimelineKind =>
  (KINDS as readonly string[]).includes(action) ? (action as TimelineKind) : 'other';

function cardLine(row: TimelineAuditRow, summary: Record<string, unknown>): string {
  const before = record(summary.before);
  const after = record(summary.after);
  switch (row.action) {
    case 'create': {
      const number = str(after.care_card_number);
      return `Job card${number ? ` ${number}` : ''} created (${str(after.status) ?? 'pending'})`;
    }
    case 'status':
      return [
        `Status ${str(before.status)} -> ${str(after.status)}`,
        ...changes(summary, ['status']),
      ].join('; ');
    case 'update': {
      // A card's duration is its days (SPEC 7): said once.
      const changed = changes(summary, 'days' in after ? ['duration'] : []);
      return changed.length ? `Edited ${changed.join('; ')}` : 'Saved with no change';
    }
    case 'delete':
      return 'Job card deleted';
    default:
      return [`Job card: ${row.action}`, ...changes(summary)].join('; ');
  }
}

function nurseJobLine(
  row: TimelineAuditRow,
  summary: Record<string, unknown>,
  job: NurseJobInfo | undefined,
): string {
  const before = record(summary.before);
  const after = record(summary.after);
  const nurse = job ? `Nurse ${job.name}` : `Nurse job ${row.entityId ?? ''}`.trim();
  // The end date is the day after the last day of care: the dates and days say it.
  const skip = ['endDate'];
  switch (row.action) {
    case 'create': {
      const start = str(after.start) ?? job?.startDate;
      const duration = num(after.duration) ?? job?.duration;
      const shift = str(after.shift) ?? job?.shift;
      const days = start && duration ? ` ${nurseJobDaysText(start, duration)}` : '';
      return `${nurse} booked${days}${shift ? `, ${shift} shift` : ''}`;
    }
    case 'status':
      return [
        `${nurse}'s job: status ${str(before.status)} -> ${str(after.status)}`,
        ...changes(summary, [...skip, 'status']),
      ].join('; ');
    case 'update': {
      const changed = changes(summary, skip);
      return changed.length
        ? `${nurse}'s job edited: ${changed.join('; ')}`
        : `${nurse}'s job saved with no change`;
    }
    case 'delete':
      return `${nurse}'s job removed${before.status ? ` (was ${str(before.status)})` : ''}`;
    default:
      return [`${nurse}'s job: ${row.action}`, ...changes(summary, skip)].join('; ');
  }
}

/** One audit entry of the card or of one of its nurse jobs. */
export function auditItem(
  row: TimelineAuditRow,
  jobs: ReadonlyMap<string, NurseJobInfo>,
): JobCardTimelineItem {
  const summary = record(row.summary);
  const who = row.actorName ?? row.actorEmail ?? null;
  const nurseJob = row.entity === 'nurse_job';
  const line = nurseJob
    ? nurseJobLine(row, summary, jobs.get(row.entityId ?? ''))
    : cardLine(row, summary);
  return {
    at: row.at.toISOString(),
    kind: kindOf(row.action),
    entity: nurseJob ? 'nurse_job' : 'job_card',
    summary: cut(who ? `${line} by ${who}` : line, MAX_LINE),
    who,
  };
}

const EVENT_WORDS: Record<SmsEvent, string> = {
  booking_confirmed: 'booking confirmed',
  visit_tomorrow: 'visit tomorrow',
  job_completed: 'care completed',
  nurse_assigned: 'nurse assigned',
  visit_reminder: 'visit reminder to the nurse',
  payment_received: 'payment receipt',
};

/** Where the message is: ours (queued, sending, failed) or the gateway's delivery report. */
function smsState(row: TimelineSmsRow): string {
  const why = row.gatewayError ? ` (${row.gatewayError})` : '';
  if (row.result === 'failed') return `not sent${why}`;
  if (row.result === 'queued') return 'waiting to be sent';
  if (row.result === 'sending') return 'being sent';
  if (row.deliveryStatus === 'Success') return 'delivered';
  if (row.deliveryStatus === 'Failed' || row.deliveryStatus === 'Rejected')
    return `not delivered${why}`;
  return 'sent';
}

/** One SMS about the visit: "SMS (nurse assigned) to Grace Akello (+256 701 200 001) delivered: …". */
export function smsItem(row: TimelineSmsRow): JobCardTimelineItem {
  const event = row.event && row.event in EVENT_WORDS ? EVENT_WORDS[row.event as SmsEvent] : null;
  const phone = row.phone ? formatPhone(row.phone) : null;
  const to = [row.receiverName, phone ? `(${phone})` : null].filter(Boolean).join(' ');
  const line = `SMS${event ? ` (${event})` : ''}${to ? ` to ${to}` : ''} ${smsState(row)}: ${cut(row.message, MAX_QUOTE)}`;
  return {
    at: row.at.toISOString(),
    kind: 'sms',
    entity: 'sms',
    summary: cut(row.sentByName ? `${line} by ${row.sentByName}` : line, MAX_LINE),
    who: row.sentByName,
  };
}
