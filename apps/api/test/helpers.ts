import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { API_BASE } from '@app/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { withClient } from '../src/db/one-client.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import type { PushGateway } from '../src/integrations/push.ts';
import type { SmsGateway } from '../src/integrations/sms.ts';
import type { Mail, Mailer } from '../src/integrations/mail.ts';
import { hashPassword } from '../src/lib/password.ts';
import { checkPrebuiltAnswers } from '../src/lib/json-reply.ts';
import { withDatabase } from './global-setup.ts';

// Every answer the database writes as JSON is checked against its route's
// response schema, undeclared fields included (ADR 032).
checkPrebuiltAnswers();

/** The rows of a `db.execute()` result. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A new copy of the migrated template on the suite's PostgreSQL: its URL, and how to drop it. */
export async function copyOfTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject('pgUrl');
  const name = `care_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  await withClient(server, async (admin) => {
    // Two files may copy the template at once; PostgreSQL refuses the second
    // while the first holds it (55006), so try again shortly.
    for (let attempt = 0; ; attempt++) {
      try {
        return await admin.query(`CREATE DATABASE "${name}" TEMPLATE ${inject('pgTemplate')}`);
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: withDatabase(server, name),
    drop: () =>
      withClient(server, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => {}),
  };
}

/** A fresh, migrated database of its own for one test file, dropped when closed. */
export async function freshDatabase(): Promise<Database> {
  const copy = await copyOfTemplate();
  const database = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/** Captures mail instead of sending it. */
export function memoryMailer(): Mailer & { sent: Mail[]; lastCodeFor: (to: string) => string } {
  const sent: Mail[] = [];
  return {
    kind: 'log',
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastCodeFor(to) {
      const mail = [...sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** A second server on the test app's database, as behind a load balancer (close it after). */
export async function secondServer(
  t: Pick<TestContext, 'database' | 'mail'>,
  config: Record<string, string> = {},
): Promise<App> {
  const other = await buildApp({
    config: loadConfig({ DATA_DIR: '/nonexistent', AUTH_RATE_LIMIT_MAX: '100000', ...config }),
    database: t.database,
    secret: randomBytes(32).toString('hex'),
    mailer: t.mail,
  });
  await other.ready();
  return other;
}

export const TEST_PASSWORD = 'correct-horse-9';

/** Builds the app on a fresh database with an in-memory mailbox. */
export async function createTestApp(
  opts: {
    config?: Record<string, string>;
    mailer?: Mailer;
    logger?: unknown;
    /** A push gateway of the test's own (made from the database when it must read it). */
    push?: PushGateway | ((database: Database) => PushGateway);
    /** An SMS gateway of the test's own (by default the outbox, or the configuration's). */
    sms?: SmsGateway;
  } = {},
) {
  const database = await freshDatabase();
  // The minute's visit alerts run only where a test asks (a run of the clock
  // would write alerts under a test that compares the database's rows).
  const config: Config = loadConfig({
    DATA_DIR: '/nonexistent',
    VISIT_ALERTS: 'false',
    ...opts.config,
  });
  const mailer = opts.mailer ?? memoryMailer();
  const app: App = await buildApp({
    config,
    database,
    secret: randomBytes(32).toString('hex'),
    mailer,
    push: typeof opts.push === 'function' ? opts.push(database) : opts.push,
    sms: opts.sms,
    logger: opts.logger as never,
  });
  await app.ready();
  const db = database.db;
  const mail = mailer as ReturnType<typeof memoryMailer>;

  async function createStaff(input: {
    email: string;
    role?: 'ADMIN' | 'STAFF';
    name?: string;
    password?: string;
    active?: boolean;
  }) {
    const [row] = await db
      .insert(staffUsers)
      .values({
        name: input.name ?? 'Test Person',
        email: input.email.toLowerCase(),
        role: input.role ?? 'STAFF',
        active: input.active ?? true,
        passwordHash: await hashPassword(input.password ?? TEST_PASSWORD),
      })
      .returning();
    return row!;
  }

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${API_BASE}${url}`, payload: payload as never, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });

  /** Signs in through login + verify with the mailed code; answers the bearer headers. */
  async function signIn(email: string, password = TEST_PASSWORD) {
    const login = await post('/auth/login', { email, password });
    if (login.statusCode !== 200)
      throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const verify = await post('/auth/verify', { email, code: mail.lastCodeFor(email) });
    if (verify.statusCode !== 200)
      throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
    const token = verify.json().data.token as string;
    return { token, headers: { authorization: `Bearer ${token}` } };
  }

  return {
    app,
    db,
    database,
    config,
    mail,
    createStaff,
    signIn,
    post,
    get,
    /**
     * After a test changes sessions or staff in SQL of its own: waits until
     * the server has heard of it (ADR 020), as every server does
     * moments after the commit.
     */
    sessionChangesHeard: () => app.services.auth.sessionChangesHeard(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
