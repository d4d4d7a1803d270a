import type { DehydratedState } from '@tanstack/react-query';
import { HEALTH_FIELDS } from '@app/contract';

// What the browser's offline copy of the query cache may hold (issue 26,
// ADR 013): no health data and no tokens. Checked at the writer, whatever
// query the data came from, so a new screen cannot forget it.

/**
 * A ledger entry and a nurse's work have a `description` too: beside no other
 * health field it is not health data.
 */
const HEALTH_MARKERS: readonly string[] = HEALTH_FIELDS.filter((field) => field !== 'description');

/** token, fcm_token, fcmToken, firebaseToken, accessToken, refresh_tokens... */
export const isTokenKey = (key: string): boolean => /tokens?$/i.test(key);

const verdicts = new WeakMap<object, boolean>();

/**
 * Whether `data` holds a health record at any depth: an object with one of a
 * job card's health fields. Answers are immutable in the cache, so each is
 * looked through once.
 */
export function holdsHealthData(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  const known = verdicts.get(data);
  if (known !== undefined) return known;
  const found = Array.isArray(data)
    ? data.some(holdsHealthData)
    : HEALTH_MARKERS.some((field) => Object.hasOwn(data, field)) ||
      Object.values(data).some(holdsHealthData);
  verdicts.set(data, found);
  return found;
}

/**
 * The state to store: a query whose answer holds health data is left out
 * whole. Stripping its health fields instead would bring back, offline, a
 * job card with no condition and no care, which its edit form (same
 * `updatedAt`) could save over the real ones.
 */
export function withoutHealthData(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.filter((q) => !holdsHealthData(q.state.data)) };
}

/** JSON for storage, without any key that is a token, at any depth. */
export function toStoredJson(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => (isTokenKey(key) ? undefined : inner));
}
