import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_PATTERN,
  loginFormSchema,
  loginRequestSchema,
  sessionSchema,
  staffUserSchema,
  verifyFormSchema,
  verifyRequestSchema,
} from './auth.ts';

/** The messages a schema gives for one field, in order ([] when the input is valid). */
function messages(schema: z.ZodType, input: unknown, field?: string): string[] {
  const r = schema.safeParse(input);
  if (r.success) return [];
  return r.error.issues
    .filter((i) => field === undefined || i.path[0] === field)
    .map((i) => i.message);
}

/** What a form shows under a field: the first failing rule (SPEC 5). */
const shown = (schema: z.ZodType, input: unknown, field: string) =>
  messages(schema, input, field)[0];

const okPassword = 'secret1';
const email30 = `${'a'.repeat(22)}@care.ug`; // 30 characters
const email31 = `${'a'.repeat(23)}@care.ug`; // 31 characters

describe('loginFormSchema (SPEC 5)', () => {
  it('accepts a valid pair and trims the e-mail', () => {
    const r = loginFormSchema.safeParse({ email: ' staff@care.ug ', password: okPassword });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ email: 'staff@care.ug', password: okPassword });
  });

  it("shows 'Email is required.' for an empty e-mail", () => {
    expect(shown(loginFormSchema, { email: '', password: okPassword }, 'email')).toBe(
      'Email is required.',
    );
    expect(shown(loginFormSchema, { email: '   ', password: okPassword }, 'email')).toBe(
      'Email is required.',
    );
  });

  it("shows 'Max 30 characters' beyond 30 characters, and accepts exactly 30", () => {
    expect(email30).toHaveLength(30);
    expect(email31).toHaveLength(31);
    expect(messages(loginFormSchema, { email: email30, password: okPassword })).toEqual([]);
    expect(messages(loginFormSchema, { email: email31, password: okPassword }, 'email')).toEqual([
      'Max 30 characters',
    ]);
    expect(shown(loginFormSchema, { email: 'x'.repeat(40), password: okPassword }, 'email')).toBe(
      'Max 30 characters',
    );
  });

  it("shows 'Invalid e-mail.' for a value that is not an e-mail", () => {
    for (const email of [
      'staff',
      'staff@care',
      '@care.ug',
      'staff@',
      'st aff@care.ug',
      'a@b@c.ug',
    ]) {
      expect(messages(loginFormSchema, { email, password: okPassword }, 'email'), email).toEqual([
        'Invalid e-mail.',
      ]);
    }
  });

  it("shows 'Required.' for an empty password", () => {
    expect(shown(loginFormSchema, { email: 'staff@care.ug', password: '' }, 'password')).toBe(
      'Required.',
    );
  });

  it("shows 'Min 6 characters' for a short password, and accepts 6", () => {
    expect(
      messages(loginFormSchema, { email: 'staff@care.ug', password: '12345' }, 'password'),
    ).toEqual(['Min 6 characters']);
    expect(messages(loginFormSchema, { email: 'staff@care.ug', password: '123456' })).toEqual([]);
  });

  it('reports both fields at once', () => {
    const r = loginFormSchema.safeParse({ email: '', password: '' });
    expect(r.success).toBe(false);
    expect(shown(loginFormSchema, { email: '', password: '' }, 'email')).toBe('Email is required.');
    expect(shown(loginFormSchema, { email: '', password: '' }, 'password')).toBe('Required.');
  });

  it('refuses missing fields', () => {
    expect(loginFormSchema.safeParse({}).success).toBe(false);
    expect(loginFormSchema.safeParse({ email: 'staff@care.ug' }).success).toBe(false);
  });

  it('EMAIL_PATTERN needs an @ and a dot in the domain', () => {
    expect(EMAIL_PATTERN.test('staff@care.ug')).toBe(true);
    expect(EMAIL_PATTERN.test('staff@care')).toBe(false);
    expect(EMAIL_PATTERN.test('staff.care.ug')).toBe(false);
  });
});

describe('loginRequestSchema (server side)', () => {
  const missing = 'Missing username or password';

  it("refuses an empty pair with 'Missing username or password'", () => {
    const msgs = messages(loginRequestSchema, { email: '', password: '' });
    expect(msgs.length).toBeGreaterThan(0);
    for (const m of msgs) expect(m).toBe(missing);
  });

  it('refuses either part empty, blank or absent with the same message', () => {
    for (const input of [
      { email: '', password: okPassword },
      { email: '   ', password: okPassword },
      { email: 'staff@care.ug', password: '' },
      { password: okPassword },
      { email: 'staff@care.ug' },
      {},
      { email: 42, password: okPassword },
    ]) {
      const msgs = messages(loginRequestSchema, input);
      expect(msgs.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const m of msgs) expect(m, JSON.stringify(input)).toBe(missing);
    }
  });

  it('accepts any non-empty pair, so every wrong pair is answered alike', () => {
    const r = loginRequestSchema.safeParse({ email: ' someone ', password: 'x' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ email: 'someone', password: 'x' });
  });

  it('refuses absurdly long values', () => {
    expect(
      loginRequestSchema.safeParse({ email: `${'a'.repeat(300)}@care.ug`, password: okPassword })
        .success,
    ).toBe(false);
    expect(
      loginRequestSchema.safeParse({ email: 'staff@care.ug', password: 'p'.repeat(2000) }).success,
    ).toBe(false);
  });
});

describe('verifyFormSchema', () => {
  it('accepts a 6-digit code and trims it', () => {
    const r = verifyFormSchema.safeParse({ code: ' 123456 ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ code: '123456' });
  });

  it("shows 'Required.' for an empty code", () => {
    expect(shown(verifyFormSchema, { code: '' }, 'code')).toBe('Required.');
    expect(shown(verifyFormSchema, { code: '  ' }, 'code')).toBe('Required.');
  });

  it('refuses a code that is not six digits', () => {
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '12345a']) {
      expect(verifyFormSchema.safeParse({ code }).success, code).toBe(false);
      expect(shown(verifyFormSchema, { code }, 'code'), code).toBe('The code has 6 digits');
    }
  });
});

describe('verifyRequestSchema', () => {
  it('accepts an e-mail and a code', () => {
    expect(verifyRequestSchema.safeParse({ email: 'staff@care.ug', code: '123456' }).success).toBe(
      true,
    );
  });

  it('refuses an empty e-mail or code with the spec messages', () => {
    expect(messages(verifyRequestSchema, { email: '', code: '123456' })).toEqual([
      'Missing username or password',
    ]);
    expect(messages(verifyRequestSchema, { email: 'staff@care.ug', code: ' ' })).toEqual([
      'Invalid verification, please try again',
    ]);
  });

  it('refuses missing fields and an over-long code', () => {
    expect(verifyRequestSchema.safeParse({ email: 'staff@care.ug' }).success).toBe(false);
    expect(verifyRequestSchema.safeParse({ code: '123456' }).success).toBe(false);
    expect(
      verifyRequestSchema.safeParse({ email: 'staff@care.ug', code: '1'.repeat(33) }).success,
    ).toBe(false);
  });
});

describe('staffUserSchema and sessionSchema (SPEC 3, API.md)', () => {
  const user = { id: 'u1', email: 'staff@care.ug', name: 'Jane Doe', role: 'ADMIN' };
  const session = { token: 'tok', expiresIn: 28_800_000, user };

  it('accepts a staff user of either role', () => {
    expect(staffUserSchema.safeParse(user).success).toBe(true);
    expect(staffUserSchema.safeParse({ ...user, role: 'STAFF' }).success).toBe(true);
  });

  it('refuses an unknown role or a user without e-mail', () => {
    expect(staffUserSchema.safeParse({ ...user, role: 'GUEST' }).success).toBe(false);
    expect(staffUserSchema.safeParse({ ...user, role: 'admin' }).success).toBe(false);
    const { email: _email, ...noEmail } = user;
    expect(staffUserSchema.safeParse(noEmail).success).toBe(false);
  });

  it('accepts a session of token, expiresIn in milliseconds and user', () => {
    const r = sessionSchema.safeParse(session);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(session);
  });

  it('refuses a session whose expiresIn is not a positive whole number', () => {
    for (const expiresIn of [0, -1, 1.5, '28800000', null]) {
      expect(sessionSchema.safeParse({ ...session, expiresIn }).success, String(expiresIn)).toBe(
        false,
      );
    }
  });

  it('refuses a session without token or with an invalid user', () => {
    const { token: _token, ...noToken } = session;
    expect(sessionSchema.safeParse(noToken).success).toBe(false);
    expect(sessionSchema.safeParse({ ...session, user: { ...user, role: 'ROOT' } }).success).toBe(
      false,
    );
    expect(sessionSchema.safeParse({ ...session, user: undefined }).success).toBe(false);
  });
});
