import { formatName } from '@app/contract';
import type { CommunicationRepo } from './communication.repo.ts';

/** How many of a token's last characters name a device that is no known customer's or nurse's. */
export const DEVICE_TAIL = 8;

/**
 * What the history says of a device token that is no known customer's or
 * nurse's: its last characters, enough to tell two apart (issue 38), never
 * the token itself.
 */
export const unknownDevice = (token: string) => `Device ending ${token.slice(-DEVICE_TAIL)}`;

/** Whom a single send goes to: the device token stays on the server. */
export type Addressee = { token: string; name: string; customerId?: number; nurseId?: number };

/**
 * SPEC 3's `receiver`: whose device token it is, for the history (a live
 * customer first, then a live nurse). A token of no one known is still an
 * addressee, named as such: the send goes out and is recorded.
 */
export async function deviceOwner(repo: CommunicationRepo, token: string): Promise<Addressee> {
  const owner = await repo.deviceOwner(token);
  if (!owner) return { token, name: unknownDevice(token) };
  const name = formatName(owner.first, owner.last);
  return Number(owner.rank) === 0
    ? { token, name, customerId: owner.id }
    : { token, name, nurseId: owner.id };
}
