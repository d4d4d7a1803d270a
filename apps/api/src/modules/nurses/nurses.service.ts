import { randomUUID } from 'node:crypto';
import type {
  AccountStatus,
  NurseListItem,
  nurseCreateSchema,
  nurseUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { notFound } from '../../lib/errors.ts';
import { nextCareNumber } from '../../lib/numbers.ts';
import type { PictureStore } from '../../integrations/storage.ts';
import { phoneFragment } from '../../lib/search-term.ts';
import { refuseDuplicateEmail } from './nurses-email.repo.ts';
import { mapRow } from '../../db/field-map.ts';
import { nurseListItemFields, type ListItemRow } from './nurse-fields.repo.ts';
import { NURSE_NOT_FOUND, nurseReads } from './nurse-reads.ts';
import { createNursesRepo, type ListedRow, type NurseInsert } from './nurses.repo.ts';

export { NURSE_NOT_FOUND };

/** A list entry from its row, by the list entry's one map (nurse-fields.repo.ts). */
export const toNurseListItem = (r: ListItemRow): NurseListItem =>
  mapRow<NurseListItem, ListItemRow>(nurseListItemFields, r);

type Create = z.output<typeof nurseCreateSchema>;
type Update = z.output<typeof nurseUpdateSchema>;

/** Profile columns from the payload; username is first and last name joined (SPEC 3). */
const profileColumns = (n: Create['nurse']): Partial<NurseInsert> => ({
  firstName: n.first_name,
  lastName: n.last_name,
  username: `${n.first_name} ${n.last_name}`,
  email: n.email,
  phoneNumber: n.phone_number,
  mobileMoneyNumber: n.mobile_money_number,
  otherNumber: n.other_number,
  gender: n.gender,
  dateOfBirth: n.date_of_birth,
  address: n.address,
  latitude: n.latitude,
  longitude: n.longitude,
  aboutMe: n.about_me,
  personalStatement: n.personal_statement,
  availability: n.availability,
  workStatus: n.work_status,
  employmentStatus: n.employment_status,
  refName: n.ref_name,
  refPhoneNumber: n.ref_phone_number,
  refEmail: n.ref_email,
  certificateNo: n.certificate_no,
  qualification: n.qualification,
  educationLevel: n.education_level,
  graduationYear: n.graduation_year,
});

async function saveHistory(
  repo: ReturnType<typeof createNursesRepo>,
  nurseId: number,
  input: Create,
) {
  if (input.work) await repo.saveWork(nurseId, input.work);
  if (input.academics) await repo.saveAcademics(nurseId, input.academics);
}

export function createNursesService(deps: { db: Db; pictures: PictureStore }) {
  const repo = createNursesRepo(deps.db);

  const { mustGet, answer } = nurseReads(repo);

  return {
    /** A page of the list (nurseListItemSchema[]) as JSON text the database built, sent on as it is. */
    list: (verified: boolean | undefined, offset: number, limit: number) =>
      repo.list(verified, offset, limit),

    /** The profile as JSON text the database built (nurseSchema), sent on as it is. */
    async get(id: number) {
      const profile = await repo.profile(id);
      if (!profile) throw notFound(NURSE_NOT_FOUND);
      return profile;
    },
    /** The row with its account status, for nurse jobs and reviews. */
    getRow: mustGet,

    /** 404 unless the nurse exists (and is not deleted); reads the id only. */
    async mustExist(id: number) {
      if (!(await repo.exists(id))) throw notFound(NURSE_NOT_FOUND);
    },

    /** The row locked FOR UPDATE in the caller's transaction. */
    async lockRow(id: number, tx: Db) {
      const row = await createNursesRepo(tx).get(id, { forUpdate: true });
      if (!row) throw notFound(NURSE_NOT_FOUND);
      return row;
    },

    /** The three parts in one transaction (SPEC 3 defaults: not verified, active, offline). */
    async create(input: Create, actor: Actor) {
      const id = await deps.db.transaction(async (tx) => {
        await refuseDuplicateEmail(tx, input.nurse.email);
        const txRepo = createNursesRepo(tx);
        const row = await txRepo.insert({
          ...(profileColumns(input.nurse) as NurseInsert),
          userId: randomUUID(),
          careNumber: await nextCareNumber(tx),
          verified: false,
          active: true,
          online: false,
          profileComplete: false,
          profilePicture: '',
        });
        await saveHistory(txRepo, row.id, input);
        await txRepo.setAccountStatus(row.id, row.userId, 'ACTIVE');
        await audit(tx, actor, {
          action: 'create',
          entity: 'nurse',
          entityId: row.id,
          summary: { after: { name: row.username, care_number: row.careNumber } },
        });
        return row.id;
      });
      return answer(id);
    },

    async update(id: number, input: Update, actor: Actor) {
      const before = await mustGet(id);
      const values = {
        ...profileColumns(input.nurse),
        ...(input.firebaseId !== undefined ? { firebaseId: input.firebaseId ?? null } : {}),
      };
      await deps.db.transaction(async (tx) => {
        // a changed address only: an old duplicate does not block other edits
        if (input.nurse.email.toLowerCase() !== before.email.toLowerCase())
          await refuseDuplicateEmail(tx, input.nurse.email, id);
        const txRepo = createNursesRepo(tx);
        await updateWithAudit(tx, actor, {
          entity: 'nurse',
          entityId: id,
          before,
          fields: Object.keys(values) as (keyof ListedRow)[],
          write: () =>
            txRepo.update(id, values, input.updatedAt ? new Date(input.updatedAt) : undefined),
        });
        await saveHistory(txRepo, id, input);
      });
      return answer(id);
    },

    /** Approve (verified true) or Unapprove (false), SPEC 4. */
    async approve(id: number, verified: boolean, actor: Actor) {
      const before = await mustGet(id);
      const row = await repo.update(id, { verified });
      if (!row) throw notFound(NURSE_NOT_FOUND);
      await audit(deps.db, actor, {
        action: 'status',
        entity: 'nurse',
        entityId: id,
        summary: { before: { verified: before.verified }, after: { verified } },
      });
      return toNurseListItem({ ...row, accountStatus: before.accountStatus });
    },

    /** Creates or updates the account status record (SPEC 4 account status). */
    async setAccountStatus(nurseId: number, status: AccountStatus, actor: Actor) {
      const before = await mustGet(nurseId);
      await repo.setAccountStatus(nurseId, before.userId, status);
      await audit(deps.db, actor, {
        action: 'status',
        entity: 'nurse_account',
        entityId: nurseId,
        summary: { before: { status: before.accountStatus ?? 'ACTIVE' }, after: { status } },
      });
      return { status, user_id: before.userId, nurseId };
    },

    /** Soft delete (ruling 15). */
    async remove(id: number, actor: Actor) {
      const before = await mustGet(id);
      const row = await repo.update(id, { deletedAt: new Date() });
      if (!row) throw notFound(NURSE_NOT_FOUND);
      await audit(deps.db, actor, {
        action: 'delete',
        entity: 'nurse',
        entityId: id,
        summary: { before: { name: before.username, care_number: before.careNumber } },
      });
    },

    /** The audit keeps the picture replaced (before) and the new one (after). */
    async setPicture(id: number, bytes: Buffer, actor: Actor) {
      const before = await mustGet(id);
      const url = await deps.pictures.save(bytes);
      await deps.db.transaction(async (tx) => {
        const row = await createNursesRepo(tx).update(id, { profilePicture: url });
        if (!row) throw notFound(NURSE_NOT_FOUND);
        await audit(tx, actor, {
          action: 'update',
          entity: 'nurse',
          entityId: id,
          summary: {
            before: { picture: before.profilePicture || null },
            after: { picture: url },
          },
        });
      });
      return answer(id);
    },

    async search(term: string, limit = 20) {
      return (await repo.search(term.trim(), phoneFragment(term), limit)).map(toNurseListItem);
    },
    searchRows: (term: string, limit: number) =>
      repo.search(term.trim(), phoneFragment(term), limit),

    /** A device's push token, kept for communication (which audits the change). */
    setFcmToken: (id: number, token: string | null) => repo.setFcmToken(id, token),

    refreshRating: (nurseId: number, db: Db = deps.db) =>
      createNursesRepo(db).refreshRating(nurseId),
  };
}

export type NursesService = ReturnType<typeof createNursesService>;
