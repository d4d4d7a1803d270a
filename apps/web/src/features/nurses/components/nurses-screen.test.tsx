import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurse, makeNurseListItem } from '../test-fixtures';

const LAZY = { timeout: 15_000 };
const approved = makeNurseListItem({
  id: 1,
  first_name: 'Ruth',
  last_name: 'Approved',
  verified: true,
});
const waiting = makeNurseListItem({ id: 12, first_name: 'Esther', last_name: 'Waiting' });

function api() {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/careteam$/,
      (url) => ok(url.searchParams.get('status') === 'true' ? [approved] : [waiting]),
    ],
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(makeNurse({ id: 12, first_name: 'Esther' }))],
  ]);
}

const asked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/v1/careteam?'));

describe('nurses screen tabs', { timeout: 30_000 }, () => {
  it("?tab=unapproved (Home's link) opens the Unapproved tab, and it stays while a profile is open", async () => {
    const fetch = api();
    const { user } = renderApp('/nurses/list?tab=unapproved', { session: makeSession() });
    const tab = await screen.findByRole('tab', { name: 'Unapproved' }, LAZY);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Unapproved nurses' });
    expect(asked(fetch)).toEqual(['/api/v1/careteam?status=false&offset=0&limit=40']);

    // The rows are drawn in a transition just after the list answers.
    await user.click(await within(list).findByRole('link', { name: /Esther Waiting/ }));
    expect(await screen.findByRole('region', { name: 'Nurse summary' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unapproved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('?tab=approved and a missing or unknown tab open Approved', async () => {
    for (const url of ['/nurses/list?tab=approved', '/nurses/list', '/nurses/list?tab=other']) {
      const fetch = api();
      const { unmount } = renderApp(url, { session: makeSession() });
      const tab = await screen.findByRole('tab', { name: 'Approved' }, LAZY);
      expect(tab, url).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('list', { name: 'Approved nurses' })).toBeInTheDocument();
      expect(asked(fetch), url).toEqual(['/api/v1/careteam?status=true&offset=0&limit=40']);
      unmount();
    }
  });
});
