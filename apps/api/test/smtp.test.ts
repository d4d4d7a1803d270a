import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { freshDatabase } from './helpers.ts';

// SMTP_URL set and no mailer given: the code goes out by real SMTP (ruling 23).
type Received = { from: string; to: string[]; raw: string };

describe('SMTP mailer', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: App;
  let database: Database;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;

    database = await freshDatabase();
    const config = loadConfig({
      DATA_DIR: '/nonexistent',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'codes@care.ug',
    });
    app = await buildApp({
      config,
      database,
      secret: randomBytes(32).toString('hex'),
      mailer: undefined,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the 6-digit code to the staff address, and that code signs in', async () => {
    const email = 'smtp.person@care.ug';
    const password = 'Smtp-Pa55word';
    await database.db.insert(staffUsers).values({
      name: 'Smtp Person',
      email,
      role: 'STAFF',
      passwordHash: await hashPassword(password),
    });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('codes@care.ug');
    expect(mail.raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r?$`, 'mi'));
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
    const code = /\b(\d{6})\b/.exec(subject)?.[1];
    expect(code, subject).toMatch(/^\d{6}$/);
    // the body names the same code (quoted-printable soft breaks undone)
    const body = mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n')
      .replace(/=\r?\n/g, '');
    expect(body).toContain(code!);

    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { email, code },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.email).toBe(email);
  });
});
