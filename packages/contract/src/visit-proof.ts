import { z } from 'zod';
import { MAX_DB_INT, dayField, requiredText } from './fields.ts';
import { dayMonth } from './job-dates.ts';
import { VISIT_CHANNELS } from './visits.ts';

// Issue 37: payroll pays verified days. Each day of care of a completed
// nurse job has a proof: checked in and out, or an ADMIN's decision on a
// day without (approved: paid; rejected: not paid, with the reason). A job
// with an undecided day cannot go into a payout batch. Days before the
// service turned proof on (Payroll settings, "proof from") are paid as the
// job's status says, as before.

export const DAY_PROOFS = ['checked', 'approved', 'rejected', 'open', 'not_required'] as const;
export type DayProof = (typeof DAY_PROOFS)[number];

export const DAY_PROOF_LABELS: Record<DayProof, string> = {
  checked: 'Checked in and out',
  approved: 'Approved without proof',
  rejected: 'Rejected',
  open: 'No proof: needs a decision',
  not_required: 'Before proof was required',
};

/** Whether a day of that proof is paid. */
export const paidProof = (p: DayProof): boolean =>
  p === 'checked' || p === 'approved' || p === 'not_required';

const checkSchema = z.object({
  at: z.string(),
  channel: z.enum(VISIT_CHANNELS),
  /** Metres from the card's address, when the channel told where the nurse was. */
  distanceM: z.number().int().nullable(),
});

/** One day of care of a nurse job with its proof. */
export const visitDaySchema = z.object({
  nurseJobId: z.number().int(),
  day: z.string(),
  proof: z.enum(DAY_PROOFS),
  checkIn: checkSchema.nullable(),
  checkOut: checkSchema.nullable(),
  decision: z
    .object({
      decision: z.enum(['approved', 'rejected']),
      reason: z.string(),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

/** How many days of a job have each proof, and what a batch pays for it. */
export const proofSummarySchema = z.object({
  checked: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  open: z.number().int(),
  notRequired: z.number().int(),
  /** Days paid: checked, approved and those before proof was required. */
  payDays: z.number().int(),
  /** rate x payDays, whole UGX. */
  payAmount: z.number().int(),
});
export type ProofSummary = z.infer<typeof proofSummarySchema>;

/** A day without proof awaiting (or having had) an ADMIN's decision, as the exceptions screen lists it. */
export const openDaySchema = visitDaySchema.extend({
  nurseId: z.number().int(),
  nurseName: z.string(),
  nursePhone: z.string(),
  jobCardId: z.number().int(),
  careCardNumber: z.string(),
  clientName: z.string().nullable(),
  shift: z.string(),
  rate: z.number().int(),
});
export type OpenDay = z.infer<typeof openDaySchema>;

/** GET /visits/days?state=open|decided: completed, unpaid jobs' days without a check-in and out. */
export const openDaysQuerySchema = z.object({
  state: z.enum(['open', 'decided'], { error: 'state is open or decided' }).default('open'),
});

/** PUT /visits/days/{nurseJobId}/{day}: an ADMIN's decision on a day without proof. */
export const dayDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'Choose approve or reject' }),
  reason: requiredText(500, 'Say why (the nurse and the auditor will read it)').refine(
    (v) => v.trim().length >= 3,
    'Say why in a few words (at least 3 characters)',
  ),
});
export type DayDecisionInput = z.input<typeof dayDecisionSchema>;
export const nurseJobParamSchema = z.object({
  nurseJobId: z.coerce.number().int().positive().max(MAX_DB_INT),
});
export const dayParamsSchema = nurseJobParamSchema.extend({ day: dayField() });

export const VISIT_PROOF_MESSAGES = {
  /** 409 of a payout batch: jobs with days no one decided on. */
  openDays: (jobs: { id: number; days: string[] }[]) =>
    `Days without proof of the visit need an ADMIN's decision before they can be paid: ${jobs
      .map((j) => `nurse job ${j.id} (${j.days.map(dayMonth).join(', ')})`)
      .join(
        '; ',
      )}. An ADMIN approves or rejects each in Visit exceptions (Home, Today's visits), Days without proof.`,
  /** 409 of a payout batch: jobs whose every day was rejected. */
  nothingToPay: (ids: number[]) =>
    `Nothing to pay for nurse job${ids.length > 1 ? 's' : ''} ${ids.join(', ')}: every day was rejected. Leave ${ids.length > 1 ? 'them' : 'it'} out of the batch.`,
  notADay: (day: string) => `${dayMonth(day)} is not one of this job's days of care`,
  notCompleted: 'Only the days of a completed job are decided for pay',
  checked: 'This day has its check-in and check-out: there is nothing to decide',
  notRequired: 'This day is before proof of the visit was required: it is paid as before',
  paid: (batch: string | null) =>
    batch
      ? `This job is in payout batch ${batch}: its days cannot change now`
      : 'This job is paid: its days cannot change now',
  decided: (decision: 'approved' | 'rejected') =>
    decision === 'approved' ? 'Day approved for pay' : 'Day rejected: it is not paid',
  noJob: 'No such nurse job',
} as const;

/** A day's proof as a pay statement prints it. */
export function dayProofText(d: VisitDay, clock: (iso: string) => string): string {
  if (d.proof === 'checked')
    return `in ${clock(d.checkIn!.at)} (${d.checkIn!.channel}), out ${clock(d.checkOut!.at)} (${d.checkOut!.channel})`;
  if (d.decision)
    return `${d.decision.decision === 'approved' ? 'approved' : 'rejected'}${d.decision.byName ? ` by ${d.decision.byName}` : ''}: ${d.decision.reason}`;
  return DAY_PROOF_LABELS[d.proof];
}
