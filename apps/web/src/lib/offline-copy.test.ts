import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_FIELDS } from '@app/contract';
import { makeCustomer, makeJobCard } from '../test/fixtures';
import { holdsHealthData, isTokenKey } from './offline-copy';
import {
  QUERY_CACHE_KEY,
  QUERY_CACHE_WRITE_DELAY_MS,
  persistQueries,
  restorePersistedQueries,
} from './query-persistence';

// Issue 26: the offline copy the browser keeps (ADR 013) holds no medical
// fields and no tokens, whatever screen loaded them.

const CUSTOMERS = ['customers', 'list', 1];
const card = makeJobCard({
  medical_condition: 'Diabetes',
  has_doctor: true,
  care_services: ['Insulin injection'],
  pysio_services: ['Chest physiotherapy'],
  thc_description: 'Sugar checked twice a day',
  description: 'Keep the insulin in the fridge',
  medication_application: 'Metformin 500 mg after meals',
});

/** Writes `entries` through the writer and returns the stored JSON text. */
function written(entries: [unknown[], unknown][], storage: Storage = localStorage): string {
  const client = new QueryClient();
  const stop = persistQueries(client, { userId: 'u1', canWrite: () => true, storage });
  for (const [key, data] of entries) client.setQueryData(key, data);
  vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS);
  stop();
  return storage.getItem(QUERY_CACHE_KEY) ?? '';
}

describe('the offline copy', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds none of a job card’s health fields, however deep the card sits', () => {
    const json = written([
      [CUSTOMERS, { rows: [makeCustomer()], count: 1 }],
      [['jobcards', 'detail', card.id], card],
      [['jobcards', 'list', 'pending', 1, 25], { rows: [card], count: 1 }],
      [['nurses', 'jobs', 4], { rows: [{ id: 9, jobCard: { ...card } }], count: 1 }],
    ]);
    expect(json).toContain(makeCustomer().lastname);
    for (const field of HEALTH_FIELDS) expect(json).not.toContain(`"${field}"`);
    for (const value of [
      'Diabetes',
      'Insulin injection',
      'Chest physiotherapy',
      'Sugar checked twice a day',
      'Keep the insulin in the fridge',
      'Metformin',
    ])
      expect(json).not.toContain(value);
    // A job card is left out whole: never brought back offline with its care blanked.
    const afterReload = new QueryClient();
    restorePersistedQueries(afterReload, 'u1', localStorage);
    expect(afterReload.getQueryData(CUSTOMERS)).toEqual({ rows: [makeCustomer()], count: 1 });
    expect(afterReload.getQueryData(['jobcards', 'detail', card.id])).toBeUndefined();
  });

  it('keeps a description that is not a job card’s (a ledger entry, a nurse’s work)', () => {
    const ledger = { rows: [{ id: 1, description: 'Receipt for INV-31' }], count: 1 };
    expect(written([[['finance', 'ledger'], ledger]])).toContain('Receipt for INV-31');
    expect(holdsHealthData(ledger)).toBe(false);
    expect(holdsHealthData([{ id: 2, rows: [{ care_services: [] }] }])).toBe(true);
  });

  it('holds no token at any depth', () => {
    const json = written([
      [
        ['communication', 'recipients'],
        [
          { id: 1, name: 'Ruth', fcm_token: 'fcm-secret-1', reachable: true },
          { id: 2, device: { firebaseToken: 'fb-secret-2', accessToken: 'at-secret-3' } },
        ],
      ],
      [['auth', 'me'], { token: 'session-secret-4', user: { id: 'u1' } }],
    ]);
    expect(json).toContain('Ruth');
    expect(json).toContain('"reachable":true');
    for (const secret of ['fcm-secret-1', 'fb-secret-2', 'at-secret-3', 'session-secret-4'])
      expect(json).not.toContain(secret);
    expect(['token', 'fcm_token', 'firebaseToken', 'refresh_tokens'].every(isTokenKey)).toBe(true);
    expect(['tokenized', 'reachable', 'can_push'].some(isTokenKey)).toBe(false);
  });

  it('is written where it is told: this tab’s sessionStorage unless kept', () => {
    expect(written([[CUSTOMERS, { rows: [makeCustomer()], count: 1 }]], sessionStorage)).toContain(
      makeCustomer().lastname,
    );
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });
});
