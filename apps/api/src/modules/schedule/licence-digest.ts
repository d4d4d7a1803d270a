import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { LICENCE_WARNING_DAYS, UGANDA_TIME_ZONE, formatDate, ugandaDate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Mail, Mailer } from '../../integrations/mail.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { provide } from '../../plugins/services.ts';
import { createLicenceDigestRepo, type DigestLicence } from './licence-digest.repo.ts';

// Issue 27: every morning the ADMINs get one e-mail listing the practising
// licences that expired or expire within LICENCE_WARNING_DAYS, through the
// mailer of the sign-in codes. On the durable queue, so one server of many
// runs each day's occurrence; the licence_digests row makes it once a day.

export const LICENCE_DIGEST_QUEUE = 'licence-digest';
/** Daily at 07:00 Kampala time, before the day's work is planned. */
export const LICENCE_DIGEST_CRON = '0 7 * * *';
/** The nurse list, where the licences are marked (the web's paths.nursesList). */
export const NURSE_LIST_PATH = '/nurses/list';
/** Nurses listed in one mail; the rest are counted and on the nurse list. */
const LISTED = 200;

export type DigestOutcome =
  | { sent: false; reason: 'nothing to report' | 'no recipients' | 'already sent' }
  | { sent: true; day: string; expired: number; expiring: number; recipients: string[] };

/** The digest's subject and plain-text body. */
export function digestMail(
  licences: DigestLicence[],
  opts: { today: string; listUrl: string },
): Omit<Mail, 'to'> {
  const expired = licences.filter((l) => l.licence_state === 'expired');
  const expiring = licences.filter((l) => l.licence_state === 'expiring');
  const line = (l: DigestLicence) =>
    `- ${l.name} (${l.care_number}): ${l.licence_state === 'expired' ? 'expired on' : 'expires on'} ${formatDate(l.licence_expiry)}`;
  const section = (title: string, rows: DigestLicence[], room: number) => {
    if (!rows.length) return [];
    const shown = rows.slice(0, Math.max(0, room));
    const more = rows.length - shown.length;
    return [
      `${title} (${rows.length}):`,
      ...shown.map(line),
      ...(more ? [`- and ${more} more on the nurse list`] : []),
      '',
    ];
  };
  const subject = `Licences: ${expired.length} expired, ${expiring.length} expiring within ${LICENCE_WARNING_DAYS} days`;
  const text = [
    `Practising licences on ${formatDate(opts.today)}:`,
    '',
    ...section('Expired', expired, LISTED),
    ...section(`Expiring within ${LICENCE_WARNING_DAYS} days`, expiring, LISTED - expired.length),
    'A nurse whose licence has expired cannot be given a new nurse job until it is renewed.',
    `The nurse list marks them: ${opts.listUrl}`,
  ].join('\n');
  return { subject, text };
}

type Skipped = Extract<DigestOutcome, { sent: false }>;
type Decided = { licences: DigestLicence[]; admins: string[]; expired: number; expiring: number };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createLicenceDigest(deps: {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where people open the service (PUBLIC_URL); unset, the link is the path alone. */
  publicUrl?: string;
}) {
  const listUrl = `${(deps.publicUrl ?? '').replace(/\/+$/, '')}${NURSE_LIST_PATH}`;

  /**
   * Today's digest (Kampala's date unless given). The day is claimed in the
   * transaction that decides what to send, so a second run that day (here or
   * on another server) sends nothing; a failed send gives the day back and
   * throws, so the queue's retry may send.
   */
  async function run(today: string = ugandaDate()): Promise<DigestOutcome> {
    const decided = await deps.db.transaction(async (tx): Promise<Skipped | Decided> => {
      const repo = createLicenceDigestRepo(tx);
      const [licences, admins] = await Promise.all([repo.licences(today), repo.admins()]);
      if (!licences.length) return { sent: false, reason: 'nothing to report' };
      if (!admins.length) return { sent: false, reason: 'no recipients' };
      const expired = licences.filter((l) => l.licence_state === 'expired').length;
      const expiring = licences.length - expired;
      const claimed = await repo.claimDay({
        day: today,
        expired,
        expiring,
        recipients: admins.join(','),
      });
      if (!claimed) return { sent: false, reason: 'already sent' };
      return { licences, admins, expired, expiring };
    });
    if ('sent' in decided) {
      deps.log.info(
        { licenceDigest: { day: today, reason: decided.reason } },
        'licence digest: nothing sent',
      );
      return decided;
    }
    const mail = digestMail(decided.licences, { today, listUrl });
    try {
      for (const to of decided.admins) await deps.mailer.send({ to, ...mail });
    } catch (err) {
      await createLicenceDigestRepo(deps.db).releaseDay(today);
      deps.log.error(
        { err, day: today },
        `licence digest: sending failed (${message(err)}); it may be tried again`,
      );
      throw err;
    }
    const outcome = {
      sent: true as const,
      day: today,
      expired: decided.expired,
      expiring: decided.expiring,
      recipients: decided.admins,
    };
    deps.log.info(
      { licenceDigest: { ...outcome, recipients: outcome.recipients.length } },
      'licence digest sent',
    );
    return outcome;
  }

  return {
    run,
    /** The daily run on the durable queue; a failed send is retried with the queue's backoff. */
    async register(queue: JobQueue) {
      await queue.work(LICENCE_DIGEST_QUEUE, () => run(), { batchSize: 1 });
      await queue.schedule(LICENCE_DIGEST_QUEUE, LICENCE_DIGEST_CRON, UGANDA_TIME_ZONE);
    },
  };
}

export type LicenceDigest = ReturnType<typeof createLicenceDigest>;

declare module '../../plugins/services.ts' {
  interface Services {
    /** Issue 27: the daily licence digest (its run() for tests and operators). */
    licenceDigest: LicenceDigest;
  }
}

/** Declares the daily digest on the queue (registered by the schedule module). */
export const licenceDigest = fp(
  async (app) => {
    const digest = createLicenceDigest({
      db: app.database.db,
      mailer: app.mailer,
      log: app.log,
      publicUrl: app.config.PUBLIC_URL,
    });
    provide(app, 'licenceDigest', digest);
    await digest.register(app.queue);
  },
  { name: 'licence-digest' },
);
