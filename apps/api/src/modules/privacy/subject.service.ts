import { buffer } from 'node:stream/consumers';
import { zipSync } from 'fflate';
import { ugandaDate, type ServiceSettings } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { DocumentStore } from '../../integrations/documents.ts';
import type { PictureStore } from '../../integrations/storage.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { personOf, type Subject } from './erasure.service.ts';
import { renderSubjectPdf, type PdfSection } from './subject-pdf.ts';
import { nurseData } from './subject-nurse.repo.ts';
import { customerData, type Person } from './subject.repo.ts';

export type ExportDeps = {
  db: Db;
  pictures: PictureStore;
  /** A nurse's licence copy (issue 27), exported under licence/. */
  documents: Pick<DocumentStore, 'open'>;
  serviceDetails: () => Promise<ServiceSettings>;
};

/** Device tokens and codes are credentials, not data about her: left out of the export. */
const CREDENTIALS = new Set(['fcmToken', 'activationCode', 'firebaseId', 'calendarTokenHash']);
const withoutCredentials = (r: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !CREDENTIALS.has(k)));
/** A message's receiver is a device token (or the global topic): the channel says enough. */
const message = ({ receiver, ...m }: Record<string, unknown>) => ({
  ...m,
  to: receiver === 'global' ? 'everyone' : 'this person',
});

const SECTION_TITLES: Record<string, string> = {
  profile: 'Profile',
  bookings: 'Bookings',
  jobCards: 'Job cards (medical fields included)',
  shopOrders: 'Shop orders',
  ledger: 'Ledger entries',
  statementLines: 'Payments received (mobile money statements)',
  paymentRequests: 'Payment prompts sent to her phone',
  messages: 'Messages sent',
  replies: 'SMS received from them',
  reviews: 'Reviews',
  pregnancies: 'Pregnancies',
  babies: 'Babies',
  careRecords: 'Care records (contacts held, doses given)',
  work: 'Work experience',
  academics: 'Education',
  nurseJobs: 'Nurse jobs and pay',
  payoutLines: 'Payouts',
  pictures: 'Pictures',
  licenceCopy: 'Practising licence copy',
  accessLog: 'Access log (who read or exported this data)',
};

async function readPicture(
  store: Pick<PictureStore | DocumentStore, 'open'>,
  name: string,
): Promise<Uint8Array | undefined> {
  const stream = await store.open(name);
  return stream ? new Uint8Array(await buffer(stream)) : undefined;
}

/** The sections of the export, as plain records. */
async function sectionsOf(db: Db, p: Person): Promise<Record<string, unknown>> {
  const d = p.kind === 'customer' ? await customerData(db, p) : await nurseData(db, p);
  const { profile, messages, ...rest } = d;
  return {
    profile: withoutCredentials(profile),
    ...rest,
    messages: messages.map((m) => message(m as Record<string, unknown>)),
  };
}

/**
 * A person's data as one archive (issue 26, subject access): personal-data.json
 * for machines, personal-data.pdf for people, and her pictures under
 * pictures/. The export is accounted for twice: an access entry (what was
 * exported, about whom) and an audit entry, written together.
 */
async function exportSubject(
  deps: ExportDeps,
  subject: Subject,
  actor: Actor,
): Promise<{ fileName: string; zip: Uint8Array }> {
  const person = await personOf(deps.db, subject);
  const sections = await sectionsOf(deps.db, person);
  const pictureName = person.picture?.split('/').pop();
  const files: Record<string, Uint8Array> = {};
  const pictureNames: string[] = [];
  if (pictureName) {
    const bytes = await readPicture(deps.pictures, pictureName);
    if (bytes) {
      files[`pictures/${pictureName}`] = bytes;
      pictureNames.push(pictureName);
    }
  }
  // a nurse's licence copy (issue 27), under the name it was uploaded as
  const licenceCopy: string[] = [];
  const { licenceFile, licenceFileName } = sections.profile as Record<string, unknown>;
  if (typeof licenceFile === 'string') {
    const bytes = await readPicture(deps.documents, licenceFile);
    const name =
      typeof licenceFileName === 'string' && licenceFileName ? licenceFileName : licenceFile;
    if (bytes) {
      files[`licence/${name}`] = bytes;
      licenceCopy.push(name);
    }
  }
  const day = ugandaDate();
  const json = {
    exportedAt: new Date().toISOString(),
    subject: { kind: person.kind, id: person.id, name: person.name, erasedAt: person.erasedAt },
    ...sections,
    pictures: pictureNames,
    ...(licenceCopy.length ? { licenceCopy } : {}),
  };
  const counts = Object.entries(sections)
    .filter(([, v]) => Array.isArray(v))
    .map(([k, v]) => `${k} ${(v as unknown[]).length}`)
    .join(', ');
  const pdfSections: PdfSection[] = Object.entries({
    ...sections,
    pictures: pictureNames,
    ...(licenceCopy.length ? { licenceCopy } : {}),
  }).map(([k, v]) => ({
    title: SECTION_TITLES[k] ?? k,
    records: Array.isArray(v)
      ? v.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>) : { name: r }))
      : [v as Record<string, unknown>],
  }));
  const pdf = await renderSubjectPdf({
    service: await deps.serviceDetails(),
    title: 'Personal data',
    name: person.erasedAt ? `${person.name} (erased)` : person.name,
    sections: pdfSections,
  });
  files['personal-data.json'] = new TextEncoder().encode(JSON.stringify(json, null, 2));
  files['personal-data.pdf'] = new Uint8Array(pdf);
  const zip = zipSync(files, { level: 6 });

  await deps.db.transaction(async (tx) => {
    await recordAccess(tx, actor, {
      action: 'export',
      record: 'subject_export',
      recordId: person.id,
      subject,
      detail: counts,
    });
    await audit(tx, actor, {
      action: 'export',
      entity: person.kind,
      entityId: person.id,
      summary: { export: 'personal data', pictures: pictureNames.length },
    });
  });
  return { fileName: `personal-data-${person.kind}-${person.id}-${day}.zip`, zip };
}

/** Issue 26, subject access: a person's data exported. */
export function createSubjectService(deps: ExportDeps) {
  return {
    export: (subject: Subject, actor: Actor) => exportSubject(deps, subject, actor),
  };
}

export type SubjectService = ReturnType<typeof createSubjectService>;
