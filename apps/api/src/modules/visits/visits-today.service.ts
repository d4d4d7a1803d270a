import {
  DEFAULT_SHIFT_STARTS,
  MSG,
  VISIT_STATES,
  VISIT_STATE_ORDER,
  formatName,
  shiftWindow,
  ugandaDate,
  visitState,
  type ShiftStarts,
  type TodayVisit,
  type TodaysVisits,
  type VisitSettings,
  type VisitState,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { changedFields } from '../../lib/diff.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import {
  VISIT_SETTINGS_ROW,
  createVisitsTodayRepo,
  type VisitOnDayRow,
  type VisitSettingsRow,
} from './visits-today.repo.ts';
import { createVisitProofRepo } from './visit-proof.repo.ts';

/** The update as the contract's schema gives it (times as HH:MM, the phone as E.164). */
type SettingsInput = {
  dayShiftStart: string;
  nightShiftStart: string;
  coordinatorPhone: string | null;
  /** undefined: unchanged. */
  proofFrom?: string | null;
  /** null: read before any save. */
  updatedAt?: string | null | undefined;
};
const KEYS = ['dayShiftStart', 'nightShiftStart', 'coordinatorPhone', 'proofFrom'] as const;

/** The settings the board and the alerts read (the proof's day is payroll's, read apart). */
type ShiftSettings = Omit<VisitSettings, 'proofFrom'>;

const settingsOf = (row: VisitSettingsRow | undefined): ShiftSettings => ({
  dayShiftStart: row?.dayShiftStart ?? DEFAULT_SHIFT_STARTS.dayShiftStart,
  nightShiftStart: row?.nightShiftStart ?? DEFAULT_SHIFT_STARTS.nightShiftStart,
  coordinatorPhone: row?.coordinatorPhone ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

type Check = VisitOnDayRow['checkIn'];
const checkOf = (c: Check) =>
  c?.at ? { at: c.at.toISOString(), channel: c.channel!, distanceM: c.distanceM ?? null } : null;

/** One row of the board: who, for whom, when expected, the checks, the state and the alerts sent. */
export function toTodayVisit(
  row: VisitOnDayRow,
  day: string,
  starts: ShiftStarts,
  now: Date,
): TodayVisit {
  const window = shiftWindow(row.shift, day, starts);
  const checkIn = checkOf(row.checkIn);
  const checkOut = checkOf(row.checkOut);
  return {
    nurseJobId: row.nurseJobId,
    jobId: row.jobId,
    careCardNumber: row.careCardNumber,
    customer: {
      id: row.customer.id,
      name: formatName(row.customer.firstName, row.customer.lastName),
      phone: row.customer.phone || null,
    },
    address: row.cardAddress || row.customer.address || null,
    nurse: {
      id: row.nurse.id,
      name: formatName(row.nurse.firstName, row.nurse.lastName),
      phone: row.nurse.phone || null,
    },
    shift: row.shift,
    day,
    expectedStart: window.start.toISOString(),
    lateAt: window.lateAt.toISOString(),
    expectedEnd: window.end.toISOString(),
    code: row.code ?? null,
    checkIn,
    checkOut,
    state: visitState({
      shift: row.shift,
      day,
      starts,
      now,
      checkedInAt: checkIn?.at,
      checkedOutAt: checkOut?.at,
    }),
    alerts: {
      late: row.lateAlertAt?.toISOString() ?? null,
      missed: row.missedAlertAt?.toISOString() ?? null,
    },
    remindedAt: row.remindedAt?.toISOString() ?? null,
  };
}

/** Late and missed first, then by expected start, then by nurse. */
const boardOrder = (a: TodayVisit, b: TodayVisit) =>
  VISIT_STATE_ORDER[a.state] - VISIT_STATE_ORDER[b.state] ||
  a.expectedStart.localeCompare(b.expectedStart) ||
  a.nurse.name.localeCompare(b.nurse.name) ||
  a.nurseJobId - b.nurseJobId;

/**
 * Issue 37, Today's visits: every visit expected on a day with its state,
 * and the shift starts an ADMIN sets (the contract's defaults until then).
 */
export function createVisitsTodayService(deps: {
  db: Db;
  /** A job's visit code, given the first time it is asked for (the visits area's codeFor). */
  codeFor?: (nurseJobId: number) => Promise<string>;
}) {
  const repo = createVisitsTodayRepo(deps.db);

  const settings = async () => settingsOf(await repo.settings());
  /** Every setting, as Admin edits them: the shifts' and the proof's day. */
  const allSettings = async (): Promise<VisitSettings> => {
    const [row, proofFrom] = await Promise.all([
      repo.settings(),
      createVisitProofRepo(deps.db).proofFrom(),
    ]);
    return { ...settingsOf(row), proofFrom };
  };

  /** The visits of `day` at `now`, in the board's order. */
  async function visitsOn(day: string, now: Date, starts?: ShiftStarts): Promise<TodayVisit[]> {
    const [rows, s] = await Promise.all([repo.visitsOn(day), starts ?? settings()]);
    return rows.map((r) => toTodayVisit(r, day, s, now)).sort(boardOrder);
  }

  /**
   * The visits of the days `daysFor` names (given the shift starts) at `now`,
   * the settings read once: the minute's alerts and reminders share one read.
   */
  async function visitsOnDays(
    now: Date,
    daysFor: (starts: ShiftStarts) => string[],
  ): Promise<TodayVisit[]> {
    const starts = await settings();
    return (await Promise.all(daysFor(starts).map((d) => visitsOn(d, now, starts)))).flat();
  }

  return {
    settings,
    allSettings,
    visitsOn,
    visitsOnDays,

    /** GET /visits/today: the day's visits (Kampala's today by default) at `now`. */
    async today(query: { date?: string }, now: Date = new Date()): Promise<TodaysVisits> {
      const day = query.date ?? ugandaDate(now);
      const s = await settings();
      const visits = await visitsOn(day, now, s);
      // Staff can tell a nurse her code before her assignment SMS has gone (or if it never does).
      if (deps.codeFor)
        for (const v of visits) if (!v.code) v.code = await deps.codeFor(v.nurseJobId);
      const counts = Object.fromEntries(VISIT_STATES.map((k) => [k, 0])) as Record<
        VisitState,
        number
      >;
      for (const v of visits) counts[v.state] += 1;
      return {
        day,
        now: now.toISOString(),
        dayShiftStart: s.dayShiftStart,
        nightShiftStart: s.nightShiftStart,
        counts,
        visits,
      };
    },

    /** PUT /visits/settings (ADMIN only, the route): a stale version answers 409; audited. */
    async updateSettings(input: SettingsInput, actor: Actor): Promise<VisitSettings> {
      return deps.db.transaction(async (tx) => {
        const r = createVisitsTodayRepo(tx);
        const before = await r.settingsForUpdate();
        const stale =
          input.updatedAt === null
            ? !!before
            : !!input.updatedAt &&
              !!before &&
              before.updatedAt.getTime() !== new Date(input.updatedAt).getTime();
        if (stale) throw conflict(MSG.staleRecord);
        const values = {
          dayShiftStart: input.dayShiftStart,
          nightShiftStart: input.nightShiftStart,
          coordinatorPhone: input.coordinatorPhone,
        };
        const proof = createVisitProofRepo(tx);
        const proofWas = await proof.proofFrom();
        const proofFrom = input.proofFrom === undefined ? proofWas : input.proofFrom;
        const saved = await r.saveSettings({
          ...values,
          updatedAt: new Date(),
          updatedBy: actor.id,
        });
        if (proofFrom !== proofWas) await proof.saveProofFrom(proofFrom);
        const was = { ...settingsOf(before), proofFrom: proofWas };
        await audit(tx, actor, {
          action: 'update',
          entity: 'visit_settings',
          entityId: VISIT_SETTINGS_ROW,
          summary: changedFields(was, { ...was, ...values, proofFrom }, [...KEYS]),
        });
        return { ...settingsOf(saved), proofFrom };
      });
    },
  };
}

export type VisitsTodayService = ReturnType<typeof createVisitsTodayService>;
