import type { Nurse, nursePracticeSchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DocumentStore } from '../../integrations/documents.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { NURSE_NOT_FOUND, type NursesService } from '../nurses/nurses.service.ts';
import {
  createPracticeRepo,
  type LicenceCopyValues,
  type PracticeValues,
} from './practice.repo.ts';

// Issue 27: a nurse's UNMC registration, practising licence and station
// (PUT /careteam/:id/practice), and the licence's copy (POST, GET, DELETE
// /careteam/:id/licence), kept by the document store (DATA_DIR/licences).

export const NO_LICENCE_COPY = 'No copy of the licence is on record';

type Practice = z.output<typeof nursePracticeSchema>;
const PRACTICE_KEYS = [
  'unmcRegistrationNumber',
  'licenceNumber',
  'licenceExpiry',
  'station',
] as const satisfies (keyof PracticeValues)[];

/** The name the copy is served under: the uploaded name's safe characters, with the stored extension. */
export function copyName(uploaded: string, extension: string): string {
  const base = (uploaded.split(/[/\\]/).pop() ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'licence'}.${extension}`;
}

export function createPracticeService(deps: {
  db: Db;
  documents: DocumentStore;
  /** The nurse's row (404 when there is none) and her profile as the nurses area answers it. */
  nurses: Pick<NursesService, 'getRow' | 'get'>;
}) {
  const repo = createPracticeRepo(deps.db);
  const mustGet = deps.nurses.getRow;
  /** The profile as GET /careteam/{id} answers it: a write answers what GET does. */
  const answer = async (id: number): Promise<Nurse> =>
    JSON.parse((await deps.nurses.get(id)).json) as Nurse;

  /** Deletes a stored copy no nurse row names any more (two nurses may have sent the same file). */
  async function dropIfUnused(file: string | null) {
    if (!file) return;
    if (await repo.licenceFileUsers(file)) return;
    await deps.documents.remove(file).catch(() => false);
  }

  /** Stores the copy's columns (null: no copy) with its entry: the copy's name before and after. */
  async function writeCopy(
    id: number,
    values: LicenceCopyValues,
    was: string | null,
    actor: Actor,
  ) {
    await deps.db.transaction(async (tx) => {
      const row = await createPracticeRepo(tx).setLicenceCopy(id, values);
      if (!row) throw notFound(NURSE_NOT_FOUND);
      await audit(tx, actor, {
        action: 'update',
        entity: 'nurse',
        entityId: id,
        summary: {
          before: { licence_copy: was },
          after: { licence_copy: values.licenceFileName ?? null },
        },
      });
    });
  }

  return {
    /** Saves the four fields (stale version: 409, nothing changes) and audits what changed. */
    async setPractice(id: number, input: Practice, actor: Actor): Promise<Nurse> {
      const before = await mustGet(id);
      const values: PracticeValues = {
        unmcRegistrationNumber: input.unmc_registration_number,
        licenceNumber: input.licence_number,
        licenceExpiry: input.licence_expiry,
        station: input.station,
      };
      const version = input.updatedAt ? new Date(input.updatedAt) : undefined;
      await deps.db.transaction((tx) =>
        updateWithAudit(tx, actor, {
          entity: 'nurse',
          entityId: id,
          before,
          fields: PRACTICE_KEYS,
          write: () => createPracticeRepo(tx).setPractice(id, values, version),
        }),
      );
      return answer(id);
    },

    /** Stores the copy (checked and, for a picture, re-encoded), replacing and deleting the old one. */
    async setLicence(id: number, bytes: Buffer, uploadedName: string, actor: Actor) {
      const before = await mustGet(id);
      const stored = await deps.documents.save(bytes);
      const name = copyName(uploadedName, stored.extension);
      const copy = {
        licenceFile: stored.file,
        licenceFileName: name,
        licenceFileType: stored.type,
        licenceFileSize: stored.size,
        licenceUploadedAt: new Date(),
      };
      try {
        await writeCopy(id, copy, before.licenceFileName, actor);
      } catch (err) {
        await dropIfUnused(stored.file);
        throw err;
      }
      if (before.licenceFile !== stored.file) await dropIfUnused(before.licenceFile);
      return answer(id);
    },

    /** The copy's file to stream, its type and name; the read is written to the access log. */
    async openLicence(id: number, actor: Actor) {
      const row = await mustGet(id);
      const stream = row.licenceFile ? await deps.documents.open(row.licenceFile) : undefined;
      if (!stream) throw notFound(NO_LICENCE_COPY);
      await recordAccess(deps.db, actor, {
        action: 'read',
        record: 'licence_copy',
        recordId: id,
        subject: { kind: 'nurse', id },
      });
      return {
        stream,
        type: row.licenceFileType ?? 'application/octet-stream',
        name: row.licenceFileName ?? 'licence',
      };
    },

    /** Removes the copy (404 when there is none) and deletes its file unless another nurse names it. */
    async removeLicence(id: number, actor: Actor): Promise<Nurse> {
      const before = await mustGet(id);
      if (!before.licenceFile) throw notFound(NO_LICENCE_COPY);
      const none = {
        licenceFile: null,
        licenceFileName: null,
        licenceFileType: null,
        licenceFileSize: null,
        licenceUploadedAt: null,
      };
      await writeCopy(id, none, before.licenceFileName, actor);
      await dropIfUnused(before.licenceFile);
      return answer(id);
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
