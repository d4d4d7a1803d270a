import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). @node-rs/argon2 runs
// on the libuv thread pool, so a burst of sign-ins does not block the event loop.
// Algorithm.Argon2id is an ambient const enum; its value is 2.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so that an unknown address and a wrong
// password take the same time and answer the same.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));
