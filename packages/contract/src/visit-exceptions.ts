import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { requiredText } from './fields.ts';
import {
  VISIT_CHANNELS,
  VISIT_CHECK_KINDS,
  VISIT_DECISIONS,
  VISIT_EXCEPTION_REASONS,
  type VisitExceptionReason,
} from './visits.ts';

// Issue 37: a check refused (or recorded with a doubt) is kept as an
// exception, with what was sent and why; an ADMIN looks at each and
// approves or rejects it with a reason. The pay of a day is decided on the
// day itself (visit-proof.ts): an exception is the record of what came.

export const VISIT_EXCEPTION_LABELS: Record<VisitExceptionReason, string> = {
  unknown_phone: 'Not a nurse’s registered phone',
  unknown_code: 'No such visit code',
  other_nurse: 'Another nurse’s visit',
  outside_days: 'Not a day of the visit',
  twice: 'Sent twice',
  checked_out: 'Check-in after the check-out',
  no_check_in: 'Check-out with no check-in',
};

/** GET /visits/exceptions?state=open|decided (newest first, paged). */
export const visitExceptionsQuerySchema = pageQuerySchema.extend({
  state: z.enum(['open', 'decided'], { error: 'state is open or decided' }).default('open'),
});

export const visitExceptionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  channel: z.enum(VISIT_CHANNELS),
  phone: z.string().nullable(),
  text: z.string(),
  reason: z.enum(VISIT_EXCEPTION_REASONS),
  kind: z.enum(VISIT_CHECK_KINDS).nullable(),
  code: z.string().nullable(),
  nurseId: z.number().int().nullable(),
  nurseName: z.string().nullable(),
  nurseJobId: z.number().int().nullable(),
  jobCardId: z.number().int().nullable(),
  careCardNumber: z.string().nullable(),
  day: z.string().nullable(),
  decision: z.enum(VISIT_DECISIONS).nullable(),
  decisionReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type VisitException = z.infer<typeof visitExceptionSchema>;

export const visitExceptionPageSchema = z.object({
  rows: z.array(visitExceptionSchema),
  count: z.number().int(),
});
export type VisitExceptionPage = z.infer<typeof visitExceptionPageSchema>;

/** POST /visits/exceptions/{id}/decision (ADMIN). */
export const visitExceptionDecisionSchema = z.object({
  decision: z.enum(VISIT_DECISIONS, { error: 'Choose approve or reject' }),
  reason: requiredText(500, 'Say why').refine(
    (v) => v.trim().length >= 3,
    'Say why in a few words (at least 3 characters)',
  ),
});
export type VisitExceptionDecision = z.input<typeof visitExceptionDecisionSchema>;

export const VISIT_EXCEPTION_MESSAGES = {
  notFound: 'No such exception',
  decided: (decision: string, by: string | null) =>
    `This exception was already ${decision}${by ? ` by ${by}` : ''}`,
} as const;
