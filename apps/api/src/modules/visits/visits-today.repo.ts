import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VisitAlertKind, VisitCheckKind } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  customers,
  jobCards,
  nurseJobs,
  nurses,
  visitAlerts,
  visitChecks,
  visitCodes,
  visitSettings,
} from '../../db/schema/index.ts';

export type VisitSettingsRow = typeof visitSettings.$inferSelect;
type VisitSettingsValues = Omit<typeof visitSettings.$inferInsert, 'id'>;

/** The one row of visit settings (a check constraint keeps it the only one). */
export const VISIT_SETTINGS_ROW = 1;

const checkIn = alias(visitChecks, 'check_in');
const checkOut = alias(visitChecks, 'check_out');
const lateAlert = alias(visitAlerts, 'late_alert');
const missedAlert = alias(visitAlerts, 'missed_alert');
const reminder = alias(visitAlerts, 'reminder');

/** The job's check or alert of a kind on `day` (each joined once under its own alias). */
const sameDay = (
  t: { nurseJobId: AnyPgColumn; day: AnyPgColumn; kind: AnyPgColumn },
  day: string,
  kind: VisitCheckKind | VisitAlertKind | 'reminder',
) => and(eq(t.nurseJobId, nurseJobs.id), eq(t.day, day), eq(t.kind, kind));

/** A check of the day as the board shows it (its phone and place stay in the table). */
const checkFields = (t: typeof checkIn | typeof checkOut) => ({
  at: t.at,
  channel: t.channel,
  distanceM: t.distanceM,
});

/** Queries of Today's visits: its settings, the visits of a day, the alerts; `db` may be a transaction. */
export function createVisitsTodayRepo(db: Db) {
  return {
    async settings(): Promise<VisitSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(visitSettings)
        .where(eq(visitSettings.id, VISIT_SETTINGS_ROW));
      return row;
    },

    /** The row, locked until the transaction ends (an update compares its version). */
    async settingsForUpdate(): Promise<VisitSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(visitSettings)
        .where(eq(visitSettings.id, VISIT_SETTINGS_ROW))
        .for('update');
      return row;
    },

    async saveSettings(values: VisitSettingsValues): Promise<VisitSettingsRow> {
      const [row] = await db
        .insert(visitSettings)
        .values({ id: VISIT_SETTINGS_ROW, ...values })
        .onConflictDoUpdate({ target: visitSettings.id, set: values })
        .returning();
      return row!;
    },

    /**
     * Every live nurse job (not deleted, not cancelled, on a live card) with a
     * day of care on `day` (start_date <= day < end_date: the end date is the
     * day after the last), with its people, code, that day's checks and alerts.
     * One statement: the board asks for it every second or two.
     */
    visitsOn: (day: string) =>
      db
        .select({
          nurseJobId: nurseJobs.id,
          jobId: nurseJobs.jobId,
          shift: nurseJobs.shift,
          careCardNumber: jobCards.careCardNumber,
          cardAddress: jobCards.address,
          customer: {
            id: customers.id,
            firstName: customers.firstname,
            lastName: customers.lastname,
            phone: customers.phonenumber,
            address: customers.address,
          },
          nurse: {
            id: nurses.id,
            firstName: nurses.firstName,
            lastName: nurses.lastName,
            phone: nurses.phoneNumber,
          },
          code: visitCodes.code,
          checkIn: checkFields(checkIn),
          checkOut: checkFields(checkOut),
          lateAlertAt: lateAlert.createdAt,
          missedAlertAt: missedAlert.createdAt,
          remindedAt: reminder.createdAt,
        })
        .from(nurseJobs)
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .innerJoin(customers, eq(customers.id, jobCards.customerId))
        .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
        .leftJoin(visitCodes, eq(visitCodes.nurseJobId, nurseJobs.id))
        .leftJoin(checkIn, sameDay(checkIn, day, 'in'))
        .leftJoin(checkOut, sameDay(checkOut, day, 'out'))
        .leftJoin(lateAlert, sameDay(lateAlert, day, 'late'))
        .leftJoin(missedAlert, sameDay(missedAlert, day, 'missed'))
        .leftJoin(reminder, sameDay(reminder, day, 'reminder'))
        .where(
          and(
            isNull(nurseJobs.deletedAt),
            ne(nurseJobs.status, 'cancelled'),
            isNull(jobCards.deletedAt),
            lte(nurseJobs.startDate, day),
            gt(nurseJobs.endDate, day),
          ),
        )
        .orderBy(nurseJobs.id),

    /**
     * Claims an alert: true for the one caller (of any server) that inserted
     * it, false when it was sent already.
     */
    async claimAlert(values: {
      nurseJobId: number;
      day: string;
      kind: VisitAlertKind | 'reminder';
      smsTo: string | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(visitAlerts)
        .values(values)
        .onConflictDoNothing({
          target: [visitAlerts.nurseJobId, visitAlerts.day, visitAlerts.kind],
        })
        .returning({ id: visitAlerts.id });
      return rows.length > 0;
    },
  };
}

export type VisitsTodayRepo = ReturnType<typeof createVisitsTodayRepo>;
export type VisitOnDayRow = Awaited<ReturnType<VisitsTodayRepo['visitsOn']>>[number];
