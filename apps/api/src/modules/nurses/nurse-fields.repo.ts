import { sql, type Table } from 'drizzle-orm';
import {
  LICENCE_WARNING_DAYS,
  licenceState,
  ugandaDate,
  type AccountStatus,
  type Nurse,
  type NurseListItem,
} from '@app/contract';
import { isoText } from '../../db/json.ts';
import { ugandaToday } from '../../db/uganda-time.ts';
import { computed, isoTime, isoTimeOrNull, jsonObject, type FieldMap } from '../../db/field-map.ts';
import { nurseAcademics, nurseAccountStatus, nurses, nurseWork } from '../../db/schema/index.ts';

// SPEC 3 Nurse, as listed and as the whole profile: the one definition of
// each (ADR 032). The profile is built by the database from these maps
// (nurses.repo.ts), a list page's entries too; a row the service wrote is
// mapped to a list entry by the same map.

/** What the list entry's computed fields read: the joined account status, the licence's expiry. */
type StatusRow = { accountStatus: string | null; licenceExpiry: string | null };

/**
 * Issue 27: the licence's state today (Kampala), as the contract's
 * licenceState() says: missing, expired (its last valid day is past),
 * expiring (within LICENCE_WARNING_DAYS), valid. The database and a row
 * mapped in TypeScript answer the same (tested at the boundaries).
 */
const licenceStateField = computed<StatusRow>(
  sql`CASE WHEN ${nurses.licenceExpiry} IS NULL THEN 'missing'
    WHEN ${nurses.licenceExpiry} < ${ugandaToday()} THEN 'expired'
    WHEN ${nurses.licenceExpiry} <= ${ugandaToday()} + ${sql.raw(String(LICENCE_WARNING_DAYS))} THEN 'expiring'
    ELSE 'valid' END`,
  { ts: (r) => licenceState(r.licenceExpiry, ugandaDate()) },
);

/** SPEC 3 Nurse as listed (nurseListItemSchema); the profile starts with these. */
export const nurseListItemFields = {
  id: nurses.id,
  user_id: nurses.userId,
  first_name: nurses.firstName,
  last_name: nurses.lastName,
  verified: nurses.verified,
  rating: nurses.rating,
  profile_picture: nurses.profilePicture,
  phone_number: nurses.phoneNumber,
  email: nurses.email,
  care_number: nurses.careNumber,
  firebaseId: nurses.firebaseId,
  /** SPEC 4 account status: ACTIVE until one is stored. */
  blocked_user: computed<StatusRow>(
    sql`json_build_object('status', coalesce(${nurseAccountStatus.status}, 'ACTIVE'))`,
    { ts: (r) => ({ status: (r.accountStatus ?? 'ACTIVE') as AccountStatus }) },
  ),
  licence_expiry: nurses.licenceExpiry,
  licence_state: licenceStateField,
  station: nurses.station,
} satisfies FieldMap<NurseListItem, StatusRow>;

/** The columns of `table` that a field map reads as they are, by their keys in the table. */
type ColumnsRead<T extends Table, M> = {
  [
    K in keyof T['_']['columns'] as T['_']['columns'][K] extends M[keyof M] ? K : never
  ]: T['_']['columns'][K];
};

/** The row a list entry is mapped from: the nurse's columns its map names, and the account status. */
export type ListItemRow = Pick<
  typeof nurses.$inferSelect,
  keyof ColumnsRead<typeof nurses, typeof nurseListItemFields>
> & { accountStatus: string | null };

const workFields = {
  id: nurseWork.id,
  position: nurseWork.position,
  company: nurseWork.company,
  currentPosition: nurseWork.currentPosition,
  startDate: nurseWork.startDate,
  endDate: nurseWork.endDate,
  description: nurseWork.description,
} satisfies FieldMap<Nurse['work'][number]>;

const academicsFields = {
  id: nurseAcademics.id,
  qualification: nurseAcademics.qualification,
  school: nurseAcademics.school,
  /** A record without a course list answers []. */
  course: computed(sql`coalesce(${nurseAcademics.course}, '{}')`),
  startDate: nurseAcademics.startDate,
  endDate: nurseAcademics.endDate,
  grade: nurseAcademics.grade,
} satisfies FieldMap<Nurse['academics'][number]>;

/**
 * GET /careteam/{id} (nurseSchema, ruling 28): the whole profile, over the
 * nurse LEFT JOIN its account status; work and academics newest first.
 */
export const nurseFields = {
  ...nurseListItemFields,
  username: nurses.username,
  mobile_money_number: nurses.mobileMoneyNumber,
  other_number: nurses.otherNumber,
  gender: nurses.gender,
  date_of_birth: nurses.dateOfBirth,
  address: nurses.address,
  latitude: nurses.latitude,
  longitude: nurses.longitude,
  about_me: nurses.aboutMe,
  personal_statement: nurses.personalStatement,
  join_date: isoTime(nurses.joinDate),
  active: nurses.active,
  online: nurses.online,
  profileComplete: nurses.profileComplete,
  ref_name: nurses.refName,
  ref_phone_number: nurses.refPhoneNumber,
  ref_email: nurses.refEmail,
  employment_status: nurses.employmentStatus,
  work_status: nurses.workStatus,
  availability: nurses.availability,
  certificate_no: nurses.certificateNo,
  qualification: nurses.qualification,
  education_level: nurses.educationLevel,
  graduation_year: nurses.graduationYear,
  work: computed(sql`coalesce((SELECT json_agg(${jsonObject(workFields)} ORDER BY ${nurseWork.id} DESC)
    FROM ${nurseWork} WHERE ${nurseWork.nurseId} = ${nurses.id}), '[]')`),
  academics:
    computed(sql`coalesce((SELECT json_agg(${jsonObject(academicsFields)} ORDER BY ${nurseAcademics.id} DESC)
    FROM ${nurseAcademics} WHERE ${nurseAcademics.nurseId} = ${nurses.id}), '[]')`),
  marketing_objected_at: isoTimeOrNull(nurses.marketingObjectedAt),
  erased_at: isoTimeOrNull(nurses.erasedAt),
  unmc_registration_number: nurses.unmcRegistrationNumber,
  licence_number: nurses.licenceNumber,
  /** Issue 27: the stored copy's name, type, size and upload time; null: none. */
  licence_copy: computed(sql`CASE WHEN ${nurses.licenceFile} IS NULL THEN NULL
    ELSE json_build_object('name', ${nurses.licenceFileName}, 'type', ${nurses.licenceFileType},
      'size', ${nurses.licenceFileSize}, 'uploaded_at', ${isoText(sql`${nurses.licenceUploadedAt}`)}) END`),
  /** A calendar feed address is live (its secret is never answered again). */
  calendar_feed: computed(sql`(${nurses.calendarTokenHash} IS NOT NULL)`),
  createdAt: isoTime(nurses.createdAt),
  updatedAt: isoTime(nurses.updatedAt),
} satisfies FieldMap<Nurse>;
