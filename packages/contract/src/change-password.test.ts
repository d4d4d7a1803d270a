import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordSchema, sessionSchema } from './index.ts';

// Issue 20.12: a person's own new password follows the admin's rules.
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('change password', () => {
  it('accepts the current password and a new one of 8+ characters', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'Mango-Tree-7' }).success,
    ).toBe(true);
  });

  it.each([
    ['short1', 'At least 8 characters'],
    ['password123', 'This password is too common; choose another'],
    ['Same-as-before-1', 'The new password must differ from the current one'],
  ])('refuses %s as a new password: %s', (newPassword, message) => {
    const result = changePasswordSchema.safeParse({
      currentPassword: 'Same-as-before-1',
      newPassword,
    });
    expect(errorsOf(result)).toEqual({ newPassword: message });
  });

  it('the form asks for the new password twice', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'Old-one-2026',
      newPassword: 'Mango-Tree-7',
      repeatPassword: 'Mango-Tree-8',
    });
    expect(errorsOf(result)).toEqual({ repeatPassword: 'The two new passwords are not the same' });
  });

  it('the session says whether the password is temporary', () => {
    const session = {
      token: 't',
      expiresIn: 1,
      user: { id: 'u', email: 'e', name: 'n', role: 'STAFF' },
    };
    expect(sessionSchema.safeParse({ ...session, mustChangeCredentials: true }).success).toBe(true);
    expect(sessionSchema.safeParse({ ...session, mustChangeCredentials: 'yes' }).success).toBe(
      false,
    );
  });
});
