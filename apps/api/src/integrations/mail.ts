import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { kind: 'smtp' | 'log'; send: (mail: Mail) => Promise<void> };

/** SMTP when SMTP_URL is set (ruling 23). */
export function smtpMailer(url: string, from: string): Mailer {
  // Loaded with the first code sent, not at start-up (issue 10, RSS budget).
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(url));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/** The console line of a development mail: the code alone, for a sign-in code. */
export function devMailboxLine(mail: Mail): string {
  const code = /sign-in code: (\d{6})\b/.exec(mail.subject)?.[1];
  const what = code
    ? `sign-in code for ${mail.to}: ${code}`
    : `mail for ${mail.to}: ${mail.subject}`;
  return `DEVELOPMENT MAILBOX  ${what.replace(/[\r\n]+/g, ' ')}\n`;
}

/**
 * Without SMTP, mail goes to a development mailbox: the server log, clearly
 * marked (ruling 23). This is the only place a code is ever logged.
 * Besides that JSON line, one plain line on the console (issue 21.15), so the
 * code is not lost among the request logs.
 */
export function logMailer(
  log: FastifyBaseLogger,
  write: (line: string) => unknown = (line) => process.stdout.write(line),
): Mailer {
  return {
    kind: 'log',
    async send(mail) {
      write(devMailboxLine(mail));
      log.warn(
        { devMailbox: { to: mail.to, subject: mail.subject, text: mail.text } },
        'DEVELOPMENT MAILBOX (SMTP_URL is not set): this mail was not sent',
      );
    },
  };
}
