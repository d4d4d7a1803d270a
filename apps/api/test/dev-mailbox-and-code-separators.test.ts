import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { logMailer } from '../src/integrations/mail.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 21.15: without SMTP_URL the code gets a plain console line of its own,
// besides the structured DEVELOPMENT MAILBOX log entry.
describe('development mailbox on the console', () => {
  const warn = vi.fn();
  const log = { warn } as unknown as FastifyBaseLogger;
  afterEach(() => {
    vi.restoreAllMocks();
    warn.mockReset();
  });

  const codeMail = {
    to: 'admin@care.ug',
    subject: 'Your sign-in code: 123456',
    text: 'Hello Admin,\n\nYour one-time sign-in code is 123456. It is valid for 10 minutes.',
  };

  it('writes one plain line with the address and the code to stdout, and keeps the log entry', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await logMailer(log).send(codeMail);
    const lines = write.mock.calls.map(([chunk]) => String(chunk));
    expect(lines).toEqual(['DEVELOPMENT MAILBOX  sign-in code for admin@care.ug: 123456\n']);
    // the structured line stays, marked as before
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatch(/^DEVELOPMENT MAILBOX/);
    expect(warn.mock.calls[0]![0]).toEqual({ devMailbox: codeMail });
  });

  it('names any other mail by its subject, on one line', async () => {
    const lines: string[] = [];
    await logMailer(log, (line) => lines.push(line)).send({
      to: 'nurse@care.ug',
      subject: 'Someone is trying\nto sign in to your account',
      text: 'Details',
    });
    expect(lines).toEqual([
      'DEVELOPMENT MAILBOX  mail for nurse@care.ug: Someone is trying to sign in to your account\n',
    ]);
  });
});

// Issue 21.14: a code pasted as "726 295" or "726-295" signs in.
describe('POST /auth/verify with spaces or dashes in the code', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
  const dashed = (code: string) => ` ${code.slice(0, 3)}-${code.slice(3)} `;

  for (const [name, shape] of [
    ['a space', spaced],
    ['a dash', dashed],
  ] as const) {
    it(`accepts the mailed code with ${name}`, async () => {
      const email = `verify.sep.${name.replace(' ', '')}@care.ug`;
      await t.createStaff({ email });
      expect((await t.post('/auth/login', { email, password: 'correct-horse-9' })).statusCode).toBe(
        200,
      );
      const res = await t.post('/auth/verify', { email, code: shape(t.mail.lastCodeFor(email)) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.email).toBe(email);
    });
  }
});
