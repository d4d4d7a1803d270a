import { z } from 'zod';
import { ROLES } from './enums/auth.ts';
import { MSG } from './messages.ts';

// SPEC 5: the login form's rules and messages.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MSG.emailRequired)
    .max(30, MSG.max30)
    .regex(EMAIL_PATTERN, MSG.invalidEmail),
  password: z.string().min(1, MSG.required).min(6, MSG.min6),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

// The server is more lenient about shape than the form (it must answer every
// unknown pair identically), but refuses an empty pair with the spec's message.
export const loginRequestSchema = z.object({
  email: z.string({ error: MSG.missingCredentials }).trim().min(1, MSG.missingCredentials).max(254),
  password: z.string({ error: MSG.missingCredentials }).min(1, MSG.missingCredentials).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A code copied from a mail may hold spaces or dashes ("726 295", "726-295"):
 * they are not part of it (issue 21.14).
 */
export function stripCodeSeparators(code: string): string {
  return code.replace(/[\s\u2010-\u2015\u2212-]/g, '');
}

export const verifyFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, MSG.required)
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});

export const verifyRequestSchema = z.object({
  email: z.string().trim().min(1, MSG.missingCredentials).max(254),
  code: z.string().trim().min(1, MSG.verifyFailed).max(32).transform(stripCodeSeparators),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/**
 * The session the web app stores (SPEC 3): expiresIn in milliseconds.
 * mustChangeCredentials (issue 20.12): signed in with a temporary password,
 * so the API refuses everything but the password change, /auth/me and
 * sign-out. (No answer has a field named like a password: secrets test.)
 */
export const sessionSchema = z.object({
  token: z.string(),
  expiresIn: z.number().int().positive(),
  user: staffUserSchema,
  // optional: a session without it (stored before, or the spec's three fields) is not temporary
  mustChangeCredentials: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;
