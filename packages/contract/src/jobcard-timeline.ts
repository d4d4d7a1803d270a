import { z } from 'zod';

// Issue 37: "the job card is the visit's home". One list of everything that
// happened to a card: its own audit entries, those of its nurse jobs, and
// the SMS sent about it (GET /portal/jobcard/{id}/timeline).

/** At most this many events, the newest: a card's whole story fits, a runaway one stays bounded. */
export const JOB_CARD_TIMELINE_LIMIT = 200;

/** What an event was: an audit entry's action, or an SMS; 'other' for an action not named here. */
export const TIMELINE_KINDS = ['create', 'update', 'status', 'delete', 'sms', 'other'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** What it happened to: the card, one of its nurse jobs, or a message about the visit. */
export const TIMELINE_ENTITIES = ['job_card', 'nurse_job', 'sms'] as const;
export type TimelineEntity = (typeof TIMELINE_ENTITIES)[number];

export const jobCardTimelineItemSchema = z.object({
  /** When, ISO 8601. */
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  entity: z.enum(TIMELINE_ENTITIES),
  /** One line in plain English: "Status pending -> ongoing by Jane Admin". */
  summary: z.string(),
  /** The staff member (name, else e-mail) when one did it; null for the system or the SMS queue. */
  who: z.string().nullable(),
});
export type JobCardTimelineItem = z.infer<typeof jobCardTimelineItemSchema>;

/** Newest first, at most JOB_CARD_TIMELINE_LIMIT events. */
export const jobCardTimelineSchema = z.array(jobCardTimelineItemSchema);
export type JobCardTimeline = z.infer<typeof jobCardTimelineSchema>;
