import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { ok, routeFetch } from '../../../test/fixtures';
import { enterDate } from '../../../test/date-input';
import { renderApp } from '../../../test/render';
import { changeLine, changesOf } from '../audit-summary';
import {
  ADMIN_ID,
  STAFF_ID,
  adminSession,
  adminStaff,
  makeAuditEntry,
  makeStaff,
} from '../test-fixtures';

const LAZY = { timeout: 15_000 };

const created = makeAuditEntry({
  id: 100,
  at: '2025-11-19T15:00:00.000Z',
  action: 'create',
  entity: 'staff_user',
  entityId: STAFF_ID,
  summary: { after: { name: 'Sarah Achieng', email: 'sarah@care.ug', role: 'STAFF' } },
});

function api() {
  return routeFetch([
    ['GET', /^\/api\/v1\/staff$/, () => ok([adminStaff(), makeStaff()])],
    ['GET', /^\/api\/v1\/audit$/, () => ok({ rows: [makeAuditEntry(), created], count: 45 })],
  ]);
}

/** Opens /admin at a URL with a query (renderApp takes a bare path). */
async function openAt(url: string) {
  const utils = renderApp('/admin', { session: adminSession() });
  await screen.findByRole('tablist', { name: 'Admin' }, LAZY);
  await act(() => utils.router.navigate(url));
  return utils;
}

const auditCalls = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/v1/audit'));

describe('Admin > Audit log', { timeout: 30_000 }, () => {
  it('lists entries newest first, 20 a page, in Uganda time with a summary', async () => {
    const fetch = api();
    await openAt('/admin?tab=audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /Status changed/ });
    expect(row).toHaveTextContent('20-11-2025 12:05');
    expect(row).toHaveTextContent('amina@care.ug');
    expect(row).toHaveTextContent('Booking');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent('status: Pending → Accepted');
    // A staff account is named by its e-mail.
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Created/ })).toHaveTextContent(
        'Staff accountsarah@care.ug',
      ),
    );
    expect(screen.getByText('1–20 of 45 · page 1 of 3')).toBeInTheDocument();
    expect(auditCalls(fetch)[0]).toBe('/api/v1/audit?offset=0&limit=20');
  });

  it('filters write the query and the URL; a URL filter is read back', async () => {
    const fetch = api();
    const { user, router } = await openAt('/admin?tab=audit&entity=booking');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(auditCalls(fetch)[0]).toBe('/api/v1/audit?entity=booking&offset=0&limit=20');
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent('Booking');

    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Amina Nakato (amina@care.ug)' }));
    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'Staff account' }));
    enterDate('From', '01-11-2025');
    await waitFor(() =>
      expect(auditCalls(fetch).at(-1)).toBe(
        `/api/v1/audit?actorId=${ADMIN_ID}&entity=staff_user&from=2025-11-01&offset=0&limit=20`,
      ),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      tab: 'audit',
      actorId: ADMIN_ID,
      entity: 'staff_user',
      from: '2025-11-01',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
  });

  it('Details shows each changed field before and after', async () => {
    api();
    const { user } = await openAt('/admin?tab=audit');
    await user.click(await screen.findByRole('button', { name: 'Details of entry 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status changed · Booking' });
    const changes = within(dialog).getByRole('table', { name: 'Changed fields' });
    expect(within(changes).getByRole('row', { name: 'status Pending Accepted' })).toBeVisible();
    expect(dialog).toHaveTextContent('127.0.0.1');
  });
});

describe('audit summary', () => {
  it('reads before/after, creations and other facts', () => {
    expect(changeLine(changesOf({ before: { active: true }, after: { active: false } }))).toBe(
      'active: true → false',
    );
    expect(changesOf({ after: { name: 'A', tags: ['x', 'y'] } })).toEqual([
      { field: 'name', before: undefined, after: 'A' },
      { field: 'tags', before: undefined, after: 'x, y' },
    ]);
    expect(changeLine(changesOf({ picture: null, ended: 2 }))).toBe('picture: (empty); ended: 2');
    expect(changesOf(null)).toEqual([]);
  });
});
