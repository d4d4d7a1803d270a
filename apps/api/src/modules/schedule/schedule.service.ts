import type {
  BookingCheck,
  NurseJobShift,
  freeNursesQuerySchema,
  scheduleQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JsonText } from '../../db/json.ts';
import { notFound } from '../../lib/errors.ts';
import { createAnswerCache } from '../../platform/answer-cache.ts';
import type { NurseJobsService } from '../nurse-jobs/nurse-jobs.service.ts';
import type { PlacesProvider } from '../../integrations/places/places.ts';
import { createScheduleRepo, type Page } from './schedule.repo.ts';
import { createCalendarFeed } from './calendar-feed.service.ts';

export const NURSE_NOT_FOUND = 'Nurse not found';
export const JOB_CARD_NOT_FOUND = 'Job card not found';

type ScheduleQuery = z.output<typeof scheduleQuerySchema>;
type FreeQuery = z.output<typeof freeNursesQuerySchema>;

/** `{rows, count}` (rowsAndCount) from rows the database wrote as JSON. */
const rowsAndCount = (rows: readonly string[], count: number): JsonText => ({
  json: `{"rows":[${rows.join(',')}],"count":${count}}`,
});

export function createScheduleService(deps: {
  db: Db;
  nurseJobs: NurseJobsService;
  places: PlacesProvider;
  /** How many pages this server keeps while their data is unchanged (ADR 055); 0: none. */
  keptPages: number;
}) {
  const repo = createScheduleRepo(deps.db);
  const kept = createAnswerCache({ db: deps.db, area: 'schedule', maxEntries: deps.keptPages });

  /** Where a job card without coordinates is, by the gazetteer: its whole address, else its parts. */
  async function placeOfAddress(jobId: number) {
    const address = (await repo.cardAddress(jobId))?.address?.trim();
    if (!address) return null;
    // "Plot 4, Ntinda Road, Kampala": the whole of it, else Ntinda Road, else Kampala.
    const tries = [address, ...address.split(',').map((s) => s.trim())].filter(Boolean);
    for (const text of tries) {
      const [hit] = await deps.places.search(text, 1);
      if (hit) return { lat: hit.latitude, lon: hit.longitude };
    }
    return null;
  }

  return {
    /** GET /schedule: a page of nurse rows with their jobs between from and to. */
    async list(q: ScheduleQuery): Promise<JsonText> {
      const shape = {
        station: q.station !== undefined,
        availability: q.availability !== undefined,
        busy: q.busy ?? null,
        nurseId: q.nurseId !== undefined,
        q: !!q.q,
      };
      const values = {
        from: q.from,
        to: q.to,
        station: q.station,
        availability: q.availability,
        nurseId: q.nurseId,
        q: q.q,
        offset: q.offset,
        limit: q.limit,
      };
      const key = JSON.stringify([shape, values]);
      const json = deps.keptPages ? await kept.get(key) : undefined;
      if (json !== undefined) return { json };
      const page: Page = await repo.schedulePage(shape, values);
      const count =
        page.rows.length || q.offset === 0 ? page.total : await repo.scheduleCount(shape, values);
      const answer = rowsAndCount(page.rows, count);
      // only an answer read in one statement, as of one snapshot
      if (page.asOf) kept.put(key, answer.json, page.asOf);
      return answer;
    },

    /**
     * GET /schedule/free-nurses: who may be booked for these days and shift,
     * nearest the job card first. One statement reads the card and searches
     * from its coordinates; only for a card without them is the gazetteer
     * asked and the search run again from its place, and only an empty
     * answer asks whether the card is on file (404).
     */
    async freeNurses(q: FreeQuery): Promise<JsonText> {
      const search = (place: { lat: number; lon: number } | null) =>
        repo.freeNurses(
          { station: q.station !== undefined },
          {
            job: q.jobId ?? null,
            start: q.start_date,
            end: q.end_date,
            shift: q.shift,
            station: q.station,
            lat: place?.lat ?? null,
            lon: place?.lon ?? null,
            // one more than shown says whether more are free
            limit: q.limit + 1,
          },
        );
      let page = await search(null);
      if (q.jobId !== undefined && !page.cardPlaced) {
        if (!page.rows.length) {
          if (!(await repo.cardAddress(q.jobId))) throw notFound(JOB_CARD_NOT_FOUND);
        } else {
          const place = await placeOfAddress(q.jobId);
          if (place) page = await search(place);
        }
      }
      const more = page.rows.length > q.limit;
      return { json: `{"rows":[${page.rows.slice(0, q.limit).join(',')}],"more":${more}}` };
    },

    /**
     * GET /schedule/check: the booking's rules (its 409) asked before saving.
     * With the job card (jobId, issue 37) its number names it in a clash, as
     * the booking's does, and days outside its days of care add a warning.
     */
    async check(q: {
      nurseId: number;
      start_date: string;
      duration: number;
      shift: NurseJobShift;
      exceptId?: number;
      jobId?: number;
    }): Promise<BookingCheck> {
      const { jobId, ...days } = q;
      const [nurseOnFile, card] = await Promise.all([
        repo.nurseExists(q.nurseId),
        jobId === undefined ? undefined : repo.cardDays(jobId),
      ]);
      if (!nurseOnFile) throw notFound(NURSE_NOT_FOUND);
      if (jobId !== undefined && !card) throw notFound(JOB_CARD_NOT_FOUND);
      const { reason, warning } = await deps.nurseJobs.bookingProblem({
        ...days,
        ...(card
          ? {
              careCardNumber: card.care_card_number,
              cardStart: card.start_date,
              cardEnd: card.end_date,
            }
          : {}),
      });
      return { allowed: reason === null, reason, warning };
    },

    /** Each nurse's iCalendar feed (calendar-feed.service.ts). */
    calendarFeed: createCalendarFeed({ db: deps.db, repo }),
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
