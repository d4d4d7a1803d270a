import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). @node-rs/argon2 runs
// on the libuv thread pool, so a burst of sign-ins does not block the event loop.
// Algorithm.Argon2id is an ambient const enum; its value is 2.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Hashes at once, at most: one core fewer than the machine has. The thread
 * pool would run four, and on two cores 50 parallel sign-ins then left the
 * event loop and the database a third of the CPU, so every read waited.
 * Sign-ins queue for their turn instead (issue 10).
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string) => inTurn(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so that an unknown address and a wrong
// password take the same time and answer the same.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));
